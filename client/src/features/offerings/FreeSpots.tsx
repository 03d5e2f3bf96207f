import { Tag } from '../../ui/Tag';
import { FormattedMessage } from 'react-intl';

/** 'Volná místa: 3' in green, or 'Obsazeno' when the next child would be a replacement. */
export function FreeSpots({ freeSpots }: { freeSpots: number }) {
  return freeSpots > 0 ? (
    <Tag intent="success">
      <FormattedMessage id="spots.free" values={{ count: freeSpots }} />
    </Tag>
  ) : (
    <Tag intent="danger">
      <FormattedMessage id="spots.full" />
    </Tag>
  );
}
