import { formatTimeRange } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import { dayLabel } from './labels';

interface Slot {
  dayOfWeek: number;
  from: string;
  to: string;
}

/** 'Pondělí 16:00–16:45' */
export function SlotText({ slot }: { slot: Slot }) {
  return (
    <>
      <FormattedMessage id={dayLabel(slot.dayOfWeek)} /> {formatTimeRange(slot.from, slot.to)}
    </>
  );
}
