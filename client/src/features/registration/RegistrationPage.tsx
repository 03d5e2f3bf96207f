import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RegistrationOptionsDocument } from './Registration.generated';
import { EmptyList } from '../../ui/EmptyList';
import { PublicPage } from '../../ui/PublicPage';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import { formatTimeRange } from '@kurzy/common';
import { PATHS } from '../../routes/site';
import { dayLabel } from '../offerings/labels';
import { newReceiptKey, saveReceipt, type ReceiptRecord } from './receiptStore';
import { RegistrationForm } from './RegistrationForm';
import { type OtherOffer, type StaleLink, staleLinkOf, StaleLinkNotice } from './StaleLink';
import { takesRegistrations } from '../offerings/FreeSpots';
import { linkTo } from '../../routes/route';
import { emptyValues, PARENT_FIELDS, type RegistrationFormValues } from './registrationValues';
import type { AnotherChildState } from './RegistrationThanksPage';
import { useFormat } from '../../ui/useFormat';

/** /registration/:id? — the course id preselects that course; /registration?tabor=ID a camp. After a
 * registration the thanks open at their own address, /registration/thanks/<key>. */
export function RegistrationPage() {
  const format = useFormat();
  const intl = useIntl();
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(RegistrationOptionsDocument);
  // What the address named, judged once per opened form: a course that fills up later (the refusal
  // reloads the list) is said at the form's own choice, not again up here.
  const [staleOnOpen, setStaleOnOpen] = useState<{ key: string; stale: StaleLink | null }>();
  useLoadErrorToast(error);
  // After "register another child" the parent's details stay filled in.
  const parentFrom = (location.state as AnotherChildState | null)?.parentFrom;

  const title = intl.formatMessage({ id: 'registration.title' });
  if (loading && !data) {
    return (
      <PublicPage title={title}>
        <EmptyList loading />
      </PublicPage>
    );
  }
  const courses = data?.courses ?? [];
  const camps = data?.camps ?? [];
  // A link to what is no longer offered, or is full including replacements, preselects nothing and says so.
  let stale = staleOnOpen?.key === location.key ? staleOnOpen.stale : null;
  if (data && staleOnOpen?.key !== location.key) {
    stale = parentFrom ? null : staleLinkOf(id, params.get('tabor'), courses, camps);
    setStaleOnOpen({ key: location.key, stale });
  }

  // A full camp's link: its other turns (the same title first) that still take a child, places or
  // the waiting list, up to three.
  const others: OtherOffer[] =
    stale?.kind === 'camp' && stale.closed !== undefined
      ? camps
          .filter(takesRegistrations)
          .sort((a, b) => Number(b.title === stale.closed) - Number(a.title === stale.closed))
          .slice(0, 3)
          .map((camp) => ({
            to: `${linkTo(PATHS.registration)}?tabor=${camp.id}`,
            label: `${camp.title}, ${format.dateRange(camp.from, camp.to)} · ${intl.formatMessage(
              camp.availability === 'free' ? { id: 'spots.free' } : { id: 'spots.replacementsOnly' },
              { count: camp.freeSpots },
            )}`,
          }))
      : [];

  const preset = (): RegistrationFormValues => {
    if (parentFrom) {
      const kept = emptyValues();
      for (const field of PARENT_FIELDS) kept[field] = parentFrom[field];
      return kept;
    }
    if (stale) return emptyValues({ type: stale.kind });
    const camp = camps.find((entry) => String(entry.id) === params.get('tabor'));
    if (camp) return emptyValues({ type: 'camp', campId: String(camp.id) });
    const course = courses.find((entry) => String(entry.id) === id);
    if (!course) return emptyValues();
    const onlySlot = course.schedules.length === 1 ? String(course.schedules[0]?.id) : '';
    return emptyValues({ type: 'course', courseId: String(course.id), scheduleId: onlySlot });
  };

  /** The course with its slot and branch, or the camp with its dates, as the form offered it. */
  const chosen = (values: RegistrationFormValues): string => {
    if (values.type === 'camp') {
      const camp = camps.find((entry) => String(entry.id) === values.campId);
      return camp ? `${camp.title}, ${format.dateRange(camp.from, camp.to)}` : '';
    }
    const course = courses.find((entry) => String(entry.id) === values.courseId);
    const slot = course?.schedules.find((entry) => String(entry.id) === values.scheduleId);
    if (!course || !slot) return course?.title ?? '';
    const day = intl.formatMessage({ id: dayLabel(slot.dayOfWeek) });
    return `${course.title}, ${day} ${formatTimeRange(slot.from, slot.to)}, ${slot.branch.title}`;
  };

  return (
    <PublicPage title={title} lead={intl.formatMessage({ id: 'registration.lead' })}>
      {stale && <StaleLinkNotice stale={stale} others={others} />}
      <RegistrationForm
        // A new form (fresh initial values) for each child registered in a row.
        key={location.key}
        courses={courses}
        camps={camps}
        optionsError={error}
        initialValues={preset()}
        onRegistered={(receipt, values) => {
          const key = newReceiptKey();
          const record: ReceiptRecord = { receipt, values, chosen: chosen(values) };
          saveReceipt(key, record);
          void navigate(PATHS.registrationThanks.replace(':key', key), { state: { record } });
          window.scrollTo({ top: 0 });
        }}
      />
    </PublicPage>
  );
}
