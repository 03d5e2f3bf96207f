import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { RegistrationOptionsDocument } from './Registration.generated';
import { EmptyList } from '../../ui/EmptyList';
import { PublicPage } from '../../ui/PublicPage';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import { RegistrationForm } from './RegistrationForm';
import { emptyValues, PARENT_FIELDS, type RegistrationFormValues } from './registrationForm';
import { type Receipt, RegistrationReceipt } from './RegistrationReceipt';

/** /registration/:id? — the course id preselects that course; /registration?tabor=ID a camp. */
export function RegistrationPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(RegistrationOptionsDocument);
  useLoadErrorToast(error);
  const [receipt, setReceipt] = useState<{ receipt: Receipt; values: RegistrationFormValues } | null>(null);
  // After "register another child" the parent's details stay filled in.
  const [nextValues, setNextValues] = useState<RegistrationFormValues | null>(null);

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

  const preset = (): RegistrationFormValues => {
    const camp = camps.find((entry) => String(entry.id) === params.get('tabor'));
    if (camp) return emptyValues({ type: 'camp', campId: String(camp.id) });
    const course = courses.find((entry) => String(entry.id) === id);
    if (!course) return emptyValues();
    const onlySlot = course.schedules.length === 1 ? String(course.schedules[0]?.id) : '';
    return emptyValues({ type: 'course', courseId: String(course.id), scheduleId: onlySlot });
  };

  return (
    <PublicPage title={title} lead={intl.formatMessage({ id: 'registration.lead' })}>
      {receipt ? (
        <RegistrationReceipt
          receipt={receipt.receipt}
          onAnother={() => {
            const kept = emptyValues();
            for (const field of PARENT_FIELDS) kept[field] = receipt.values[field];
            setNextValues(kept);
            setReceipt(null);
          }}
        />
      ) : (
        <RegistrationForm
          // A new form (fresh initial values) for each child registered in a row.
          key={nextValues ? 'next' : 'first'}
          courses={courses}
          camps={camps}
          optionsError={error}
          initialValues={nextValues ?? preset()}
          onRegistered={(result, values) => {
            setReceipt({ receipt: result, values });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </PublicPage>
  );
}
