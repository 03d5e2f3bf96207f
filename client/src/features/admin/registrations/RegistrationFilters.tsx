import { WAITLIST_OFFER_STATE_LABELS, WAITLIST_OFFER_STATES } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RegistrationFilter } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { DayFilter, FilterBar, FilterSelect as Select } from '../../../ui/list/FilterBar';
import { useBranchOptions, useCampOptions, useCourseOptions } from '../common/choices';
import { useStaff } from '../common/staff';
import { EMPTY_FILTER, type FilterState } from './registrationUrl';

const id = (value: string) => (value ? Number(value) : undefined);
const flag = (value: string) => (value === '' ? undefined : value === 'true');

/** The GraphQL filter; empty choices are left out (and the server ignores empty values anyway). */
export function toRegistrationFilter(state: FilterState): RegistrationFilter {
  return {
    text: state.text.trim() || undefined,
    courseId: id(state.courseId),
    campId: id(state.campId),
    branchId: id(state.branchId),
    paymentState: state.paymentState || undefined,
    replacement: flag(state.replacement),
    type: state.type || undefined,
    createdFrom: state.createdFrom || undefined,
    createdTo: state.createdTo || undefined,
    cancelled: flag(state.cancelled),
    offerState: state.offerState || undefined,
  };
}

type DayKey = 'createdFrom' | 'createdTo';
/** Text typed into a date filter that is not (yet) a day in range: kept as typed, not applied. */
type Drafts = Partial<Record<DayKey, string>>;

const FOLDED: readonly (keyof FilterState)[] = (Object.keys(EMPTY_FILTER) as (keyof FilterState)[]).filter(
  (key) => key !== 'text',
);

/**
 * The search box and the filters. On a phone the filters fold into one "Filtry (N)" button (N: how
 * many are set) that opens them as a sheet; the search box stays in sight. "Zrušit filtry" also clears
 * a date typed wrong, which is not in the filter (and so not in the address) yet.
 */
export function RegistrationFilters({
  value,
  onChange,
  onClear,
  withOffers,
}: {
  /** The offer filter, for a role that may read offers. */
  withOffers: boolean;
  value: FilterState;
  onChange: (value: FilterState) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const { may } = useStaff();
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const [drafts, setDrafts] = useState<Drafts>({});
  const set = (key: keyof FilterState) => (next: string) => onChange({ ...value, [key]: next });
  const day = (key: DayKey, labelId: MessageId) => (
    <DayFilter
      label={t(labelId)}
      value={value[key]}
      draft={drafts[key]}
      onDraft={(text) => setDrafts((current) => ({ ...current, [key]: text }))}
      onChange={set(key)}
    />
  );
  const courses = useCourseOptions();
  const camps = useCampOptions();
  const branches = useBranchOptions();
  const folded = FOLDED.filter((key) => value[key] !== '').length;
  const anything = folded > 0 || value.text.trim() !== '' || Object.values(drafts).some((text) => text?.trim());
  return (
    <FilterBar
      texts={{
        region: t('admin.registrations.filters'),
        searchLabel: t('admin.registrations.search'),
        searchPlaceholder: t('admin.registrations.searchPlaceholder'),
        title: t('admin.registrations.filtersTitle'),
        done: t('admin.registrations.filtersDone'),
      }}
      text={value.text}
      onText={set('text')}
      folded={folded}
      anything={anything}
      onClear={() => {
        setDrafts({});
        onClear();
      }}
    >
      <Select
        label={t('admin.registrations.type')}
        value={value.type}
        onChange={set('type')}
        options={[
          { value: 'course', label: t('admin.registrations.typeCourse') },
          { value: 'camp', label: t('admin.registrations.typeCamp') },
        ]}
      />
      <Select label={t('admin.field.course')} value={value.courseId} onChange={set('courseId')} options={courses} />
      <Select label={t('admin.field.camp')} value={value.campId} onChange={set('campId')} options={camps} />
      <Select label={t('admin.field.branch')} value={value.branchId} onChange={set('branchId')} options={branches} />
      {/* Lectors see nothing of money, nor filter by it. */}
      {may('payment.read') && (
        <Select
          label={t('admin.registrations.payment')}
          value={value.paymentState}
          onChange={set('paymentState')}
          options={[
            { value: 'unpaid', label: t('admin.registrations.unpaid') },
            { value: 'partially_paid', label: t('admin.registrations.partiallyPaid') },
            { value: 'paid', label: t('admin.registrations.paid') },
            { value: 'overpaid', label: t('admin.registrations.overpaid') },
          ]}
        />
      )}
      <Select
        label={t('admin.registrations.replacement')}
        value={value.replacement}
        onChange={set('replacement')}
        options={[
          { value: 'true', label: t('admin.registrations.replacementOnly') },
          { value: 'false', label: t('admin.registrations.placeOnly') },
        ]}
      />
      <Select
        label={t('admin.registrations.state')}
        value={value.cancelled}
        onChange={set('cancelled')}
        options={[
          { value: 'false', label: t('admin.registrations.active') },
          { value: 'true', label: t('admin.registrations.cancelledOnly') },
        ]}
      />
      {withOffers && (
        <Select
          label={t('admin.registrations.offer')}
          value={value.offerState}
          onChange={set('offerState')}
          options={WAITLIST_OFFER_STATES.map((state) => ({ value: state, label: WAITLIST_OFFER_STATE_LABELS[state] }))}
        />
      )}
      {day('createdFrom', 'admin.registrations.createdFrom')}
      {day('createdTo', 'admin.registrations.createdTo')}
    </FilterBar>
  );
}
