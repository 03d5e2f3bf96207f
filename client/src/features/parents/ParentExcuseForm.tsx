import { useMutation, useQuery } from '@apollo/client/react';
import { excuseLessonSchema } from '@kurzy/common';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner';
import { ExcuseLessonDocument, ParentLessonsDocument } from './ParentActions.generated';
import { ParentActionForm } from './ParentActionForm';
import styles from './parents.module.css';

const DAY = { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'Europe/Prague' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Prague' } as const;

type Lesson = { startsAt: string; endsAt: string; allDay: boolean };
type Choice = Lesson & { id: string; excused: boolean; earnsCredit: boolean; creditUntil?: string | null };
const MOMENT = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
} as const;

/** "Omluvit z lekce": the coming lessons of the child's course to pick one from; the lector then sees
 * "omluven" on the roster. A lesson already excused is shown, not offered again. Before confirming,
 * each lesson says whether its excuse earns a make-up credit (the server's earnsCredit, by its clock
 * and the course's cut-off), and the chosen one says until when it would. */
export function ParentExcuseForm(props: {
  token: string;
  registrationId: number;
  what: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const { token, registrationId } = props;
  const { data, loading, error } = useQuery(ParentLessonsDocument, {
    variables: { token, registrationId },
    fetchPolicy: 'network-only',
  });
  // The family's "Náhrady" show the credit the excuse earned.
  const [excuse] = useMutation(ExcuseLessonDocument, { refetchQueries: ['ParentMakeups'] });
  const lessons = data?.parentLessons ?? [];
  // A camp day is all day: its day without times.
  const when = (lesson: Lesson) =>
    lesson.allDay
      ? intl.formatDate(lesson.startsAt, DAY)
      : `${intl.formatDate(lesson.startsAt, DAY)} ${intl.formatTime(lesson.startsAt, TIME)}–${intl.formatTime(lesson.endsAt, TIME)}`;
  return (
    <ParentActionForm
      heading={intl.formatMessage({ id: 'parents.excuseHeading' }, { what: props.what })}
      initialValues={{ lessonId: '' }}
      schema={excuseLessonSchema}
      submitText={<FormattedMessage id="parents.excuseConfirm" />}
      onClose={props.onClose}
      onSubmit={async ({ lessonId }) => {
        const answer = await excuse({ variables: { token, registrationId, lessonId } });
        const lesson = lessons.find((item) => item.id === lessonId);
        const earned = answer.data?.excuseLesson.find((item) => item.id === lessonId)?.creditId;
        props.onDone(
          intl.formatMessage(
            { id: earned ? 'parents.excuseDoneCredit' : 'parents.excuseDone' },
            { when: lesson ? when(lesson) : '' },
          ),
        );
      }}
    >
      {loading && !data ? (
        <Spinner size={20} />
      ) : error ? (
        <p role="alert">
          <FormattedMessage id="parents.actionFailed" />
        </p>
      ) : lessons.length === 0 ? (
        <p>
          <FormattedMessage id="parents.excuseNone" />
        </p>
      ) : (
        <LessonChoice lessons={lessons} when={when} />
      )}
    </ParentActionForm>
  );
}

function LessonChoice(props: { lessons: readonly Choice[]; when: (lesson: Lesson) => string }) {
  const intl = useIntl();
  const [field, meta] = useField<string>('lessonId');
  const chosen = props.lessons.find((lesson) => lesson.id === field.value);
  // A camp day earns nothing and says nothing about it (creditUntil null).
  const credit = (lesson: Choice) =>
    lesson.excused || !lesson.creditUntil
      ? ''
      : ` – ${intl.formatMessage({ id: lesson.earnsCredit ? 'parents.excuseEarns' : 'parents.excuseNoCredit' })}`;
  return (
    <fieldset className={styles.lessons}>
      <legend>
        <FormattedMessage id="parents.excuseWhich" />
      </legend>
      {props.lessons.map((lesson) => (
        <label key={lesson.id} className={styles.lesson}>
          <input
            type="radio"
            name={field.name}
            value={lesson.id}
            checked={field.value === lesson.id}
            disabled={lesson.excused}
            onChange={field.onChange}
          />
          <span>
            {props.when(lesson)}
            {lesson.excused && ` – ${intl.formatMessage({ id: 'parents.excused' })}`}
            {credit(lesson)}
          </span>
        </label>
      ))}
      {chosen?.creditUntil && !chosen.excused && (
        <p className={styles.creditNote} role="status">
          <FormattedMessage
            id={chosen.earnsCredit ? 'parents.excuseEarnsNote' : 'parents.excuseLateNote'}
            values={{ until: intl.formatDate(chosen.creditUntil, MOMENT) }}
          />
        </p>
      )}
      {meta.error && <p role="alert">{meta.error}</p>}
    </fieldset>
  );
}
