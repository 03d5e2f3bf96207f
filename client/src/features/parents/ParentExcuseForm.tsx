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

/** "Omluvit z lekce": the coming lessons of the child's course to pick one from; the lector then sees
 * "omluven" on the roster. A lesson already excused is shown, not offered again. */
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
  const [excuse] = useMutation(ExcuseLessonDocument);
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
        await excuse({ variables: { token, registrationId, lessonId } });
        const lesson = lessons.find((item) => item.id === lessonId);
        props.onDone(intl.formatMessage({ id: 'parents.excuseDone' }, { when: lesson ? when(lesson) : '' }));
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

function LessonChoice(props: {
  lessons: readonly (Lesson & { id: string; excused: boolean })[];
  when: (lesson: Lesson) => string;
}) {
  const intl = useIntl();
  const [field, meta] = useField<string>('lessonId');
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
          </span>
        </label>
      ))}
      {meta.error && <p role="alert">{meta.error}</p>}
    </fieldset>
  );
}
