// A lesson's roster: a card per child with big buttons. A tap shows at once (the queued mark wins
// over what the server last said), is kept on the phone and sent; the roster polls so other staff's
// marks show within seconds, and a mark someone else made later than ours is said on the card.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { formatPhone } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import type { AttendanceState } from '../../../gql/graphql';
import { errorCode } from '../../../ui/apiErrors';
import { PageTitle } from '../../../ui/PageTitle';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import {
  AttendanceLessonFragmentDoc,
  AttendanceRosterDocument,
  type AttendanceRosterQuery,
  SetLessonNoteDocument,
} from './AdminAttendance.generated';
import styles from './attendance.module.css';
import { formatLessonDay } from './days';
import { LessonManage } from './LessonManage';
import { LessonTags } from './LessonTags';
import { refusalText } from './refusalText';
import { type MarkResult, useMarkQueue } from './useMarkQueue';
import { WriteToFamilies } from '../messages';
import { CampChildDoor } from './CampChildDoor';
import { CampDayChildFragmentDoc, CampDayChildrenDocument } from './CampDay.generated';
import { fetchPdf } from '../common/fetchPdf';
import { downloadBlob } from '../../../ui/downloadBlob';

const ROSTER_POLL_MS = 10_000;
const STATES: readonly AttendanceState[] = ['present', 'absent', 'excused'];

type Child = AttendanceRosterQuery['lessonRoster']['roster'][number];

export function LessonRosterView({ id, onBack }: { id: string; onBack: () => void }) {
  const intl = useIntl();
  const { staff, may } = useStaff();
  const { data, previousData, error, refetch } = useQuery(AttendanceRosterDocument, {
    variables: { id },
    pollInterval: ROSTER_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const campDay = useQuery(CampDayChildrenDocument, {
    variables: { lessonId: id },
    skip: !id.startsWith('c'),
    pollInterval: ROSTER_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const [notices, setNotices] = useState<Record<number, string>>({});
  const stateLabel = (state: string) =>
    intl.formatMessage({ id: `admin.attendance.state.${state}` as 'admin.attendance.state.present' });

  const answered = (results: MarkResult[]) => {
    setNotices((current) => {
      const next = { ...current };
      for (const result of results) {
        if (result.lessonId !== id) continue;
        if (result.refusal)
          next[result.registrationId] = intl.formatMessage(
            { id: 'admin.attendance.refused' },
            { reason: refusalText(result.refusal) ?? result.refusal },
          );
        else if (!result.applied && result.current)
          next[result.registrationId] = intl.formatMessage(
            { id: 'admin.attendance.changedBy' },
            { name: result.current.markedByName ?? '?', state: stateLabel(result.current.state) },
          );
        else delete next[result.registrationId];
      }
      return next;
    });
    refetch().catch(() => undefined);
  };
  const { pending, online, mark } = useMarkQueue(answered);

  const shown = data ?? previousData;
  const title = intl.formatMessage({ id: 'admin.attendance.title' });
  const back = (
    <Button
      className={styles.back}
      icon="arrow-left"
      onClick={onBack}
      text={intl.formatMessage({ id: 'admin.attendance.back' })}
    />
  );
  if (!shown) {
    return (
      <div className={styles.page}>
        <PageTitle page={title} />
        {back}
        {error ? (
          <Callout intent="danger">
            {intl.formatMessage({
              id: errorCode(error) === 'NOT_FOUND' ? 'admin.attendance.notFound' : 'admin.attendance.loadFailed',
            })}
          </Callout>
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'layout.loading' })} />
        )}
      </div>
    );
  }
  const lesson = getFragmentData(AttendanceLessonFragmentDoc, shown.lessonRoster.lesson);
  const roster = shown.lessonRoster.roster;
  const waiting = new Map(
    pending.filter((queued) => queued.lessonId === id).map((queued) => [queued.registrationId, queued]),
  );
  const stateOf = (child: Child) => waiting.get(child.registrationId)?.state ?? child.mark?.state ?? null;
  const cancelled = lesson.status === 'cancelled';
  const tap = (child: Child, state: AttendanceState) =>
    mark({ lessonId: id, registrationId: child.registrationId, state, markedAt: new Date().toISOString() });
  const unmarked = roster.filter((child) => stateOf(child) === null);
  const doors = new Map(
    (campDay.data ?? campDay.previousData)?.campDayChildren
      .map((masked) => getFragmentData(CampDayChildFragmentDoc, masked))
      .map((door) => [door.registrationId, door]) ?? [],
  );
  const printDayList = async () => {
    try {
      const { blob, filename } = await fetchPdf(`/api/attendance/camp-days/${id}/pdf`);
      downloadBlob(blob, filename);
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: 'admin.campDay.pdfFailed' }),
        failure instanceof Error ? failure.message : undefined,
      );
    }
  };
  // One tap for the usual lesson (issue 41, item 9): above the cards, so a full group needs no
  // scrolling; a wrong mark is one tap on the child's card to correct.
  const markUnmarkedPresent = !cancelled && unmarked.length > 0 && (
    <Button
      large
      fill
      intent="success"
      className={styles.allPresent}
      onClick={() => unmarked.forEach((child) => tap(child, 'present'))}
      text={
        unmarked.length === roster.length
          ? intl.formatMessage({ id: 'admin.attendance.allPresent' })
          : intl.formatMessage({ id: 'admin.attendance.restPresent' }, { count: unmarked.length })
      }
    />
  );

  return (
    <div className={styles.page}>
      <PageTitle page={`${lesson.courseTitle} – ${title}`} />
      {back}
      <h1 className={styles.heading}>{lesson.courseTitle}</h1>
      <p className={styles.muted}>
        <span className={styles.time}>
          {formatLessonDay(lesson.date)}{' '}
          {lesson.from ? `${lesson.from}–${lesson.to}` : intl.formatMessage({ id: 'admin.attendance.allDay' })}
        </span>
        <br />
        {lesson.branchTitle}
        {lesson.lectorName ? ` · ${lesson.lectorName}` : ''} <LessonTags lesson={lesson} />
      </p>
      {cancelled && (
        <Callout intent="danger">
          {intl.formatMessage({ id: 'admin.attendance.cancelledLesson' })}
          {lesson.cancelReason ? ` ${lesson.cancelReason}` : ''}
        </Callout>
      )}
      {(pending.length > 0 || !online) && (
        <p className={styles.status} role="status" aria-live="polite">
          {!online && intl.formatMessage({ id: 'admin.attendance.offline' })}{' '}
          {pending.length > 0 && intl.formatMessage({ id: 'admin.attendance.pending' }, { count: pending.length })}
        </p>
      )}
      {lesson.campId !== null && (
        <Button
          className={styles.write}
          icon="print"
          onClick={() => void printDayList()}
          text={intl.formatMessage({ id: 'admin.campDay.pdf' })}
        />
      )}
      {markUnmarkedPresent}
      {roster.length === 0 ? (
        <p>{intl.formatMessage({ id: 'admin.attendance.emptyRoster' })}</p>
      ) : (
        <ul className={styles.roster} aria-label={intl.formatMessage({ id: 'admin.attendance.roster' })}>
          {roster.map((child) => {
            const current = stateOf(child);
            return (
              <li key={child.registrationId} className={styles.child}>
                <h2 className={styles.childName}>
                  {child.childFullName}
                  {child.replacement && (
                    <span className={`${styles.tag} ${styles.tagWarning}`}>
                      {intl.formatMessage({ id: 'admin.attendance.replacement' })}
                    </span>
                  )}
                  {/* A guest of another slot on this one lesson: marked as the group's own children. */}
                  {child.makeup && (
                    <span className={`${styles.tag} ${styles.tagMakeup}`}>
                      {intl.formatMessage({ id: 'admin.attendance.makeupGuest' })}
                    </span>
                  )}
                  {!child.photoConsent && (
                    <span className={`${styles.tag} ${styles.tagDanger}`}>
                      {intl.formatMessage({ id: 'admin.attendance.noPhoto' })}
                    </span>
                  )}
                </h2>
                <div className={styles.childFacts}>
                  <span>{intl.formatMessage({ id: 'admin.attendance.age' }, { age: child.age })}</span>
                  <a className={styles.phone} href={`tel:${child.phone.replace(/[^\d+]/g, '')}`}>
                    {intl.formatMessage({ id: 'admin.attendance.call' }, { phone: formatPhone(child.phone) })}
                  </a>
                </div>
                {child.note && <p className={styles.childNote}>{child.note}</p>}
                {doors.has(child.registrationId) && (
                  <CampChildDoor
                    lessonId={id}
                    child={doors.get(child.registrationId)!}
                    name={child.childFullName}
                    isAdmin={staff?.role === 'administrator'}
                    onCheckedIn={() => tap(child, 'present')}
                    onChanged={() => void campDay.refetch().catch(() => undefined)}
                  />
                )}
                {child.mark?.byParent && child.mark.state === 'excused' && (
                  <p className={styles.byParent}>{intl.formatMessage({ id: 'admin.attendance.excusedByParent' })}</p>
                )}
                <div
                  className={styles.marks}
                  role="group"
                  aria-label={intl.formatMessage({ id: 'admin.attendance.markOf' }, { name: child.childFullName })}
                >
                  {STATES.map((state) => (
                    <button
                      key={state}
                      type="button"
                      className={`${styles.markButton} ${styles[state]}`}
                      aria-pressed={current === state}
                      disabled={cancelled}
                      onClick={() => tap(child, state)}
                    >
                      {stateLabel(state)}
                    </button>
                  ))}
                </div>
                {notices[child.registrationId] && (
                  <p className={styles.notice} role="status">
                    {notices[child.registrationId]}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LessonNote key={`${lesson.id}-${lesson.note ?? ''}`} id={lesson.id} note={lesson.note} />
      <p className={styles.write}>
        <WriteToFamilies audience={{ lessonId: lesson.id }} />
      </p>
      {/* A camp day is not cancelled, moved or substituted. */}
      {may('lesson.manage') && lesson.scheduleId !== null && lesson.from !== null && lesson.to !== null && (
        <LessonManage
          lesson={{ ...lesson, scheduleId: lesson.scheduleId, from: lesson.from, to: lesson.to }}
          onChanged={() => void refetch().catch(() => undefined)}
        />
      )}
    </div>
  );
}

function LessonNote({ id, note }: { id: string; note: string | null }) {
  const intl = useIntl();
  const [text, setText] = useState(note ?? '');
  const [save, { loading }] = useMutation(SetLessonNoteDocument);
  const label = intl.formatMessage({ id: 'admin.attendance.note' });
  return (
    <form
      className={styles.noteBox}
      onSubmit={(event) => {
        event.preventDefault();
        save({ variables: { id, note: text } })
          .then(() => toast.success(intl.formatMessage({ id: 'admin.attendance.noteSaved' })))
          .catch(() => toast.error(intl.formatMessage({ id: 'admin.attendance.noteFailed' })));
      }}
    >
      <label htmlFor="lesson-note">
        <strong>{label}</strong>
      </label>
      <textarea id="lesson-note" maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" large loading={loading} text={intl.formatMessage({ id: 'admin.attendance.saveNote' })} />
    </form>
  );
}
