// The Czech date input of the back-office, for every DateInput (fields.tsx's DateField, the
// registrations' date filters): date-fns' Czech locale (month and day names, Monday first), the
// DD.MM.RRRR format, and Czech names for the day picker's own English labels ("Month:", "Year:",
// "Go to previous month"), which react-day-picker takes as `labels`.
import type { DateInputProps, DatePickerProps } from '@blueprintjs/datetime';
import { cs } from 'date-fns/locale';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

type CzechDateProps = Pick<
  DateInputProps,
  | 'locale'
  | 'dateFnsFormat'
  | 'placeholder'
  | 'canClearSelection'
  | 'clearButtonText'
  | 'todayButtonText'
  | 'showActionsBar'
  | 'invalidDateMessage'
  | 'outOfRangeMessage'
  | 'dayPickerProps'
>;

/** Spread into a DateInput: `<DateInput {...useCzechDateInput()} value=… onChange=… />`. */
export function useCzechDateInput(): CzechDateProps {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    ...useCzechDatePicker(),
    dateFnsFormat: 'dd.MM.yyyy',
    placeholder: t('admin.date.placeholder'),
    invalidDateMessage: t('admin.date.invalid'),
    outOfRangeMessage: t('admin.date.outOfRange'),
  };
}

/** The calendar alone (a DatePicker in a popover of one's own), with the same Czech labels. */
export function useCzechDatePicker(): Pick<
  DatePickerProps,
  'locale' | 'canClearSelection' | 'clearButtonText' | 'todayButtonText' | 'showActionsBar' | 'dayPickerProps'
> {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    locale: cs,
    canClearSelection: true,
    clearButtonText: t('admin.date.clear'),
    todayButtonText: t('admin.date.today'),
    showActionsBar: true,
    dayPickerProps: {
      labels: {
        labelMonthDropdown: () => t('admin.date.month'),
        labelYearDropdown: () => t('admin.date.year'),
        labelPrevious: () => t('admin.date.previousMonth'),
        labelNext: () => t('admin.date.nextMonth'),
        labelWeekNumber: (week) => intl.formatMessage({ id: 'admin.date.week' }, { week }),
      },
    },
  };
}
