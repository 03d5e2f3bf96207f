import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { formatTimeRange, type Locale, MESSAGES, RegistrationErrorCode } from '@kurzy/common';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RegistrationOptionsQuery } from './Registration.generated';
import { RegisterDocument } from './RegistrationForm.generated';
import { challengeIn, solveChallenge } from './solveChallenge';
import { RegistrationOptionsDocument } from './Registration.generated';
import { errorCode, fieldErrorsOf, isUnreachable, refusalOf } from '../../ui/apiErrors';
import { fieldProblem, fieldProblems, refusalProblem } from '../offerings/problemTexts';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { ControlsUntilHydrated } from '../../ui/form/ControlsUntilHydrated';
import formStyles from '../../ui/form/form.module.css';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { takesRegistrations, type Places } from '../offerings/FreeSpots';
import { categoryAges, dayLabel } from '../offerings/labels';
import { PATHS } from '../../routes/site';
import type { Receipt } from './RegistrationReceipt';
import {
  fittingOffers,
  loadRegistrationSchema,
  moveCampErrors,
  newSendKey,
  type RegistrationFormValues,
  toInput,
  typedBirthDate,
  validateRegistration,
} from './registrationValues';
import type { MessageId } from '../../i18n/messages';
import { BirthDateField } from './BirthDateField';
import { CampPaperworkFields } from './CampPaperworkFields';
import styles from './registration.module.css';
import { useFormat } from '../../ui/useFormat';

type CourseOption = RegistrationOptionsQuery['courses'][number];
type CampOption = RegistrationOptionsQuery['camps'][number];

interface RegistrationFormProps {
  courses: readonly CourseOption[];
  camps: readonly CampOption[];
  optionsError: unknown;
  initialValues: RegistrationFormValues;
  onRegistered: (receipt: Receipt, values: RegistrationFormValues) => void;
}

/** `retry`: the send may not have arrived (network, 5xx): the same send again is safe (sendKey). */
type Failure = { kind: 'retry' } | { kind: 'failed'; detail?: string; full?: boolean };

const newTab = (text: ReactNode, to: string) => (
  <Link to={to} target="_blank" rel="noopener">
    {text}
  </Link>
);

/** Places left in the chosen course or camp, or plainly that the child will be a replacement, or that
 * it takes nobody (it filled up after the list was loaded: the refusal reloads the list). */
function Capacity({ places, capacity }: { places: Places; capacity: number }) {
  if (!takesRegistrations(places)) {
    return (
      <Callout intent="danger" icon={null} className={styles.capacity}>
        <strong>
          <FormattedMessage id="spots.closed" />.
        </strong>{' '}
        <FormattedMessage id="spots.closedNotice" />
      </Callout>
    );
  }
  return places.availability === 'free' ? (
    <Callout intent="success" icon={null} className={styles.capacity}>
      <FormattedMessage id="registration.freeSpots" values={{ count: places.freeSpots, capacity }} />
    </Callout>
  ) : (
    <Callout intent="warning" icon={null} className={styles.capacity}>
      <strong>
        <FormattedMessage id="spots.full" />.
      </strong>{' '}
      <FormattedMessage id="registration.replacementNotice" />
    </Callout>
  );
}

/** Says that the choice is narrowed to what fits the birth date typed. */
function FittingNote({ birthDate, count }: { birthDate: string; count: number }) {
  const format = useFormat();
  return <FormattedMessage id="registration.fitting" values={{ birthDate: format.date(birthDate), count }} />;
}

/** Choosing what to register for: a course and its weekly slot, or a camp; once the child's birth
 * date is typed, only those its age fits (age-band.ts). */
function TargetFields({ courses, camps }: { courses: readonly CourseOption[]; camps: readonly CampOption[] }) {
  const format = useFormat();
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<RegistrationFormValues>();
  // A closed one stays in the list, disabled and saying why, so a parent who looks for it learns it is full.
  const spots = (places: Places) =>
    places.availability === 'free'
      ? intl.formatMessage({ id: 'spots.free' }, { count: places.freeSpots })
      : intl.formatMessage({ id: places.availability === 'closed' ? 'spots.closed' : 'spots.replacementsOnly' });
  const course = courses.find((entry) => String(entry.id) === values.courseId);
  const camp = camps.find((entry) => String(entry.id) === values.campId);
  const birthDate = typedBirthDate(values);
  const fittingCourses = fittingOffers(courses, birthDate, values.courseId);
  const fittingCamps = fittingOffers(camps, birthDate, values.campId);
  const offered = values.type === 'course' ? fittingCourses.length : fittingCamps.length;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="registration.what" />
      </legend>
      <div role="radiogroup" aria-label={intl.formatMessage({ id: 'registration.type' })} className={styles.types}>
        {(['course', 'camp'] as const).map((type) => (
          <label key={type} className={`${formStyles.control} ${formStyles.inline}`}>
            <input
              type="radio"
              name="type"
              value={type}
              checked={values.type === type}
              onChange={() => void setFieldValue('type', type)}
            />
            <FormattedMessage id={type === 'course' ? 'registration.typeCourse' : 'registration.typeCamp'} />
          </label>
        ))}
      </div>
      {values.type === 'course' ? (
        <>
          <SelectField
            name="courseId"
            required
            label={<FormattedMessage id="registration.course" />}
            placeholder={intl.formatMessage({ id: 'registration.chooseCourse' })}
            helper={birthDate && <FittingNote birthDate={birthDate} count={offered} />}
            options={fittingCourses.map((entry) => ({
              value: String(entry.id),
              label: `${entry.title} (${intl.formatMessage({ id: categoryAges(entry.category) })}) · ${spots(entry)}`,
              disabled: !takesRegistrations(entry),
            }))}
            onChange={(value) => {
              const chosen = courses.find((entry) => String(entry.id) === value);
              const onlySlot = chosen?.schedules.length === 1 ? String(chosen.schedules[0]?.id) : '';
              void setFieldValue('scheduleId', onlySlot);
            }}
          />
          <SelectField
            name="scheduleId"
            required
            disabled={!course}
            label={<FormattedMessage id="registration.slot" />}
            placeholder={intl.formatMessage({ id: 'registration.chooseSlot' })}
            options={(course?.schedules ?? []).map((slot) => ({
              value: String(slot.id),
              label: `${intl.formatMessage({ id: dayLabel(slot.dayOfWeek) })} ${formatTimeRange(slot.from, slot.to)}, ${slot.branch.title}`,
            }))}
          />
          {course && (
            <>
              <p className={styles.price}>
                <FormattedMessage id="course.price" />: {format.price(course.price)}
              </p>
              <Capacity places={course} capacity={course.capacity} />
            </>
          )}
        </>
      ) : (
        <>
          <SelectField
            name="campId"
            required
            label={<FormattedMessage id="registration.camp" />}
            placeholder={intl.formatMessage({ id: 'registration.chooseCamp' })}
            helper={birthDate && <FittingNote birthDate={birthDate} count={offered} />}
            options={fittingCamps.map((entry) => ({
              value: String(entry.id),
              label: `${entry.title}, ${format.dateRange(entry.from, entry.to)} · ${spots(entry)}`,
              disabled: !takesRegistrations(entry),
            }))}
          />
          {camp && (
            <>
              <p className={styles.price}>
                <FormattedMessage id="course.price" />: {format.price(camp.price)}
              </p>
              <Capacity places={camp} capacity={camp.capacity} />
            </>
          )}
        </>
      )}
    </fieldset>
  );
}

function CampFieldsIfCamp() {
  const { values } = useFormikContext<RegistrationFormValues>();
  return values.type === 'camp' ? <CampPaperworkFields /> : null;
}

/** The fields a send can find wrong, in the order the form shows them, by the name each is labelled with. */
const FIELD_NAMES: readonly (readonly [keyof RegistrationFormValues, MessageId])[] = [
  ['childFullName', 'registration.childFullName'],
  ['childBornYear', 'registration.childBornYear'],
  ['courseId', 'registration.course'],
  ['scheduleId', 'registration.slot'],
  ['campId', 'registration.camp'],
  ['parentFirstName', 'registration.parentFirstName'],
  ['parentLastName', 'registration.parentLastName'],
  ['email', 'registration.email'],
  ['phone', 'registration.phone'],
  ['pickupPersons', 'registration.pickup'],
  ['leavesAloneFrom', 'registration.leavesAloneFrom'],
  ['healthNotes', 'registration.healthNotes'],
  ['insurer', 'registration.insurer'],
  ['note', 'registration.note'],
  ['personalDataConsent', 'registration.personalDataConsentName'],
  ['photoConsent', 'registration.photoConsentName'],
];

/** Moves to a field of the form: focus, and the field in the middle of the screen (a phone's form is
 * several screens long, and the fault is seldom at the top). */
function goToField(name: string): void {
  const field = document.getElementById(`field-${name}`);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'center' });
}

/** Shown after a submit that found errors: it names each field at fault, with a link to it, and the
 * first of them takes the focus, so the parent lands where the work is and hears why. */
function IncompleteNotice() {
  const intl = useIntl();
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<RegistrationFormValues>();
  const notice = useRef<HTMLDivElement>(null);
  const show = submitCount > 0 && !isValid && !isSubmitting;
  useEffect(() => {
    if (!show) return;
    // Read from the page, not from `errors`: what the parent sees marked, first on the screen first.
    const first = notice.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) goToField(first.id.replace(/^field-/, ''));
    else notice.current?.focus();
  }, [show, submitCount]);
  if (!show) return null;
  const invalid = FIELD_NAMES.flatMap(([name, label]) => {
    const message = errors[name];
    return typeof message === 'string' ? [[name, label, message] as const] : [];
  });
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      <Callout intent="danger" role="alert">
        <p>{fieldProblem(intl, MESSAGES.incompleteForm)}</p>
        {invalid.length > 0 && (
          <ul className={styles.faults}>
            {invalid.map(([name, label, message]) => (
              <li key={name}>
                <a
                  href={`#field-${name}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goToField(name);
                  }}
                >
                  {intl.formatMessage({ id: label })}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        )}
      </Callout>
    </div>
  );
}

export function RegistrationForm({ courses, camps, optionsError, initialValues, onRegistered }: RegistrationFormProps) {
  const intl = useIntl();
  const [register] = useMutation(RegisterDocument);
  const apollo = useApolloClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [solving, setSolving] = useState(false);
  // One key for this filled form, sent again with every retry: a send whose answer was lost and is
  // sent again gets its first registration back instead of a second one (the server's idempotency).
  const [sendKey] = useState(newSendKey);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = async (values: RegistrationFormValues, helpers: FormikHelpers<RegistrationFormValues>) => {
    setFailure(null);
    try {
      const input = toInput(values, intl.locale as Locale);
      let challenge: string | null = null;
      // A busy shared address is asked for a solved challenge (twice at most: an expired or used one
      // comes back with a new challenge); the browser solves it and sends again by itself.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const { data } = await register({ variables: { input, idempotencyKey: sendKey, challenge } });
          if (!data) throw new Error('No registration receipt');
          onRegistered(data.register, values);
          return;
        } catch (error) {
          const refusal = refusalOf(error);
          const asked =
            refusal?.code === RegistrationErrorCode.ChallengeRequired ||
            refusal?.code === RegistrationErrorCode.ChallengeInvalid
              ? challengeIn(refusal.params)
              : null;
          if (!asked || attempt === 2) throw error;
          setSolving(true);
          challenge = await solveChallenge(asked).finally(() => setSolving(false));
          if (!challenge) throw error;
        }
      }
    } catch (error) {
      console.error(error);
      // Everything typed stays in the form; only the messages change.
      const retry = isUnreachable(error) || errorCode(error) === 'INTERNAL_SERVER_ERROR';
      const fields: Record<string, unknown> = fieldErrorsOf(error);
      moveCampErrors(fields);
      if (Object.keys(fields).length > 0) helpers.setErrors(fieldProblems(intl, fields));
      const refusal = retry ? undefined : refusalOf(error);
      const detail = refusal ? refusalProblem(intl, refusal) : undefined;
      // Full including replacements: sending again cannot help; the list shows it closed now.
      const full = refusal?.code === RegistrationErrorCode.Full;
      if (full) void apollo.refetchQueries({ include: [RegistrationOptionsDocument] }).catch(() => undefined);
      setFailure(retry ? { kind: 'retry' } : { kind: 'failed', detail, full });
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validate={(values) => validateRegistration(values, { courses, camps }, intl)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          className={styles.form}
          aria-label={intl.formatMessage({ id: 'registration.title' })}
          // The schema is fetched when a field is first entered, before the first check needs it.
          onFocus={() => void loadRegistrationSchema().catch(() => undefined)}
        >
          <ControlsUntilHydrated className={styles.controls}>
            {optionsError != null && (
              <Callout intent="danger" className={styles.notice}>
                {isUnreachable(optionsError)
                  ? fieldProblem(intl, MESSAGES.serverUnavailable)
                  : intl.formatMessage({ id: 'api.loadFailed' })}
              </Callout>
            )}
            <IncompleteNotice />
            {/* The child first: a birth date typed before the choice narrows it to what fits. */}
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <FormattedMessage id="registration.child" />
              </legend>
              <div className={styles.row}>
                <TextField
                  name="childFullName"
                  required
                  autoComplete="off"
                  label={<FormattedMessage id="registration.childFullName" />}
                />
                <BirthDateField
                  name="childBornYear"
                  label={<FormattedMessage id="registration.childBornYear" />}
                  helper={<FormattedMessage id="registration.birthDateHint" />}
                />
              </div>
            </fieldset>
            <TargetFields courses={courses} camps={camps} />
            {/* A camp's paperwork: who collects the child, health notes, the insurer. */}
            <CampFieldsIfCamp />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <FormattedMessage id="registration.parent" />
              </legend>
              <div className={styles.row}>
                <TextField
                  name="parentFirstName"
                  required
                  autoComplete="given-name"
                  label={<FormattedMessage id="registration.parentFirstName" />}
                />
                <TextField
                  name="parentLastName"
                  required
                  autoComplete="family-name"
                  label={<FormattedMessage id="registration.parentLastName" />}
                />
              </div>
              <div className={styles.row}>
                <TextField
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  label={<FormattedMessage id="registration.email" />}
                />
                <TextField
                  name="phone"
                  type="tel"
                  required
                  autoComplete="tel"
                  label={<FormattedMessage id="registration.phone" />}
                  helper={<FormattedMessage id="registration.phoneHint" />}
                />
              </div>
              <TextField
                name="note"
                multiline
                label={<FormattedMessage id="registration.note" />}
                helper={<FormattedMessage id="registration.noteHint" />}
              />
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <FormattedMessage id="registration.consents" />
              </legend>
              <CheckboxField
                name="personalDataConsent"
                required
                label={
                  <FormattedMessage
                    id="registration.personalDataConsent"
                    values={{ link: (text) => newTab(text, PATHS.gdpr) }}
                  />
                }
              />
              <CheckboxField
                name="photoConsent"
                label={
                  <FormattedMessage
                    id="registration.photoConsent"
                    values={{ link: (text) => newTab(text, PATHS.agreementPhoto) }}
                  />
                }
              />
            </fieldset>
            {failure && (
              <div ref={failureRef} tabIndex={-1} className={styles.notice}>
                <Callout intent="danger" role="alert">
                  <h2 className={styles.failureTitle}>{fieldProblem(intl, MESSAGES.registrationFailed)}</h2>
                  {failure.kind === 'retry' ? (
                    <p>{fieldProblem(intl, MESSAGES.serverUnavailable)}</p>
                  ) : (
                    failure.detail && <p>{failure.detail}</p>
                  )}
                  <p>
                    <FormattedMessage
                      id={
                        failure.kind === 'failed' && failure.full
                          ? 'registration.chooseOther'
                          : 'registration.keptValues'
                      }
                    />
                  </p>
                  {failure.kind === 'retry' && (
                    <Button
                      type="submit"
                      intent="primary"
                      loading={isSubmitting}
                      text={<FormattedMessage id="registration.resend" />}
                    />
                  )}
                </Callout>
              </div>
            )}
            <Button
              type="submit"
              intent="primary"
              size="large"
              loading={isSubmitting}
              text={<FormattedMessage id="registration.submit" />}
            />
            {/* A busy shared address: the browser solves the check before sending again. */}
            <p role="status" className={styles.notice}>
              {solving && <FormattedMessage id="registration.solvingChallenge" />}
            </p>
          </ControlsUntilHydrated>
        </Form>
      )}
    </Formik>
  );
}
