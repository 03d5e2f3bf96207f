import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLTable,
  InputGroup,
  Intent,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { ArrowRightIcon } from '@blueprintjs/icons';
import {
  courseCopySchema,
  formatOfferDeadline,
  INVALID_DATE_TIME,
  isoToPragueLocal,
  pragueLocalToIso,
  REENROLMENT_STATE_LABELS,
  ReenrolmentErrorCode,
  type ReenrolmentState,
  termCopySchema,
} from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { domainCodeOf } from '../../../ui/apiErrors';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { DateField, TextField } from '../common/fields';
import { FormDialog } from '../common/FormDialog';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import {
  CopyCourseDocument,
  CopyTermCoursesDocument,
  CourseReenrolmentDocument,
  EnrolReenrolmentFamilyDocument,
  MoveReenrolmentWindowDocument,
  OpenReenrolmentDocument,
} from './CourseNextTerm.generated';
import styles from '../common/admin.module.css';

interface CourseRow {
  id: number;
  title: string;
  price: number;
  successorId?: number | null;
}

/** A course row's way to the next term (issue 45): copy it, then invite its families and follow
 * their answers. */
export function NextTermButton({ course }: { course: CourseRow }) {
  const intl = useIntl();
  const { may } = useStaff();
  const [open, setOpen] = useState(false);
  if (!may('reenrolment.write')) return null;
  const label = intl.formatMessage({ id: 'admin.nextTerm.open' }, { name: course.title });
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon={<ArrowRightIcon />}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      />
      {open &&
        (course.successorId ? (
          <ReenrolmentDialog course={course} onClose={() => setOpen(false)} />
        ) : (
          <CopyCourseDialog course={course} onClose={() => setOpen(false)} onCopied={() => setOpen(false)} />
        ))}
    </>
  );
}

function CopyCourseDialog({
  course,
  onClose,
  onCopied,
}: {
  course: CourseRow;
  onClose: () => void;
  onCopied: () => void;
}) {
  const intl = useIntl();
  // The list shows the copy (hidden) and this row's way to its re-enrolment.
  const [copy] = useMutation(CopyCourseDocument, { refetchQueries: ['AdminCourses'] });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.nextTerm.copyTitle' }, { name: course.title })}
      initialValues={() => ({ startDate: '', endDate: '', title: course.title, price: String(course.price) })}
      schema={courseCopySchema}
      save={async (values) => {
        const validated = courseCopySchema.cast(values);
        const { data } = await copy({
          variables: {
            id: course.id,
            startDate: validated.startDate,
            endDate: validated.endDate,
            title: validated.title,
            price: validated.price,
          },
        });
        return data;
      }}
      onClose={onClose}
      onSaved={() => {
        toast.success(intl.formatMessage({ id: 'admin.nextTerm.copied' }));
        onCopied();
      }}
    >
      <p>
        <FormattedMessage id="admin.nextTerm.copyLead" />
      </p>
      <div className={styles.formRow}>
        <DateField name="startDate" label={<FormattedMessage id="admin.field.startDate" />} required />
        <DateField name="endDate" label={<FormattedMessage id="admin.field.endDate" />} required />
      </div>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} />
      <TextField
        name="price"
        type="number"
        label={<FormattedMessage id="admin.nextTerm.price" />}
        helper={<FormattedMessage id="admin.nextTerm.priceHelp" />}
        required
      />
    </FormDialog>
  );
}

/** "Zkopírovat pololetí": every course of a term without a copy yet, at once. */
export function CopyTermButton() {
  const intl = useIntl();
  const { may } = useStaff();
  const [open, setOpen] = useState(false);
  const [copy] = useMutation(CopyTermCoursesDocument, { refetchQueries: ['AdminCourses'] });
  if (!may('course.write')) return null;
  return (
    <>
      <Button text={<FormattedMessage id="admin.nextTerm.copyTerm" />} onClick={() => setOpen(true)} />
      {open && (
        <FormDialog
          title={intl.formatMessage({ id: 'admin.nextTerm.copyTerm' })}
          initialValues={() => ({ termFrom: '', termTo: '', startDate: '', endDate: '' })}
          schema={termCopySchema}
          save={async (values) => (await copy({ variables: termCopySchema.cast(values) })).data}
          onClose={() => setOpen(false)}
          onSaved={(data) => {
            setOpen(false);
            toast.success(
              intl.formatMessage({ id: 'admin.nextTerm.termCopied' }, { count: data?.copyTermCourses.length ?? 0 }),
            );
          }}
        >
          <p>
            <FormattedMessage id="admin.nextTerm.copyTermLead" />
          </p>
          <div className={styles.formRow}>
            <DateField name="termFrom" label={<FormattedMessage id="admin.nextTerm.termFrom" />} required />
            <DateField name="termTo" label={<FormattedMessage id="admin.nextTerm.termTo" />} required />
          </div>
          <div className={styles.formRow}>
            <DateField name="startDate" label={<FormattedMessage id="admin.nextTerm.newStart" />} required />
            <DateField name="endDate" label={<FormattedMessage id="admin.nextTerm.newEnd" />} required />
          </div>
        </FormDialog>
      )}
    </>
  );
}

type Asking = { kind: 'past' } | { kind: 'again' } | { kind: 'enrol'; registrationId: number; child: string } | null;

/** The course's re-enrolment: open it with the window's end, or see each family's answer, move the
 * end, invite again, enrol a family by hand. Each step that cannot be taken back asks first. */
function ReenrolmentDialog({ course, onClose }: { course: CourseRow; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(CourseReenrolmentDocument, {
    variables: { courseId: course.id },
    fetchPolicy: 'network-only',
  });
  const [openIt, opening] = useMutation(OpenReenrolmentDocument);
  const [move, moving] = useMutation(MoveReenrolmentWindowDocument);
  const [enrol, enrolling] = useMutation(EnrolReenrolmentFamilyDocument);
  const [until, setUntil] = useState('');
  const [replacements, setReplacements] = useState(false);
  const [untilError, setUntilError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const busy = opening.loading || moving.loading || enrolling.loading;
  const notOpened = domainCodeOf(error) === ReenrolmentErrorCode.NotFound;
  const reenrolment = data?.reenrolment;

  const chosen = (): string | null => {
    const local = until || (reenrolment ? isoToPragueLocal(reenrolment.priorityUntil) : '');
    const iso = pragueLocalToIso(local);
    setUntilError(iso ? null : INVALID_DATE_TIME);
    return iso;
  };
  const failed = (fallback: MessageId, reason: unknown) => toast.error(t(fallback), errorReason(reason));
  const invite = async () => {
    const priorityUntil = chosen();
    if (!priorityUntil) return;
    setAsking(null);
    try {
      const { data: sent } = await openIt({
        variables: { courseId: course.id, priorityUntil, includeReplacements: replacements },
      });
      toast.success(t('admin.nextTerm.invited', { count: sent?.openReenrolment.invited ?? 0 }));
      setUntil('');
      await refetch();
    } catch (reason) {
      failed('admin.nextTerm.inviteFailed', reason);
    }
  };
  const moveEnd = async (confirmed: boolean) => {
    const priorityUntil = chosen();
    if (!priorityUntil) return;
    if (!confirmed && Date.parse(priorityUntil) <= Date.now()) {
      setAsking({ kind: 'past' });
      return;
    }
    setAsking(null);
    try {
      await move({ variables: { courseId: course.id, priorityUntil } });
      toast.success(t('admin.nextTerm.moved'));
      setUntil('');
      await refetch();
    } catch (reason) {
      failed('admin.nextTerm.moveFailed', reason);
    }
  };
  const enrolByHand = async (registrationId: number) => {
    setAsking(null);
    try {
      await enrol({ variables: { courseId: course.id, registrationId } });
      toast.success(t('admin.nextTerm.enrolled'));
      await refetch();
    } catch (reason) {
      failed('admin.nextTerm.enrolFailed', reason);
    }
  };

  const untilField = (
    <FormGroup
      label={t('admin.nextTerm.priorityUntil')}
      labelFor={`reenrolment-until-${course.id}`}
      helperText={untilError ?? t('admin.nextTerm.priorityUntilHelp')}
      intent={untilError ? Intent.DANGER : Intent.NONE}
    >
      <InputGroup
        id={`reenrolment-until-${course.id}`}
        type="datetime-local"
        value={until || (reenrolment ? isoToPragueLocal(reenrolment.priorityUntil) : '')}
        intent={untilError ? Intent.DANGER : Intent.NONE}
        onChange={(event) => setUntil(event.target.value)}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      title={t('admin.nextTerm.title', { name: course.title })}
      onClose={onClose}
      style={{ width: 'min(900px, 96vw)' }}
    >
      <DialogBody>
        {loading && <Spinner size={24} />}
        {error && !notOpened && (
          <Callout intent={Intent.DANGER}>
            <FormattedMessage id="admin.nextTerm.loadError" />
          </Callout>
        )}
        {notOpened && (
          <>
            <p>
              <FormattedMessage id="admin.nextTerm.openLead" />
            </p>
            {untilField}
            <Switch
              checked={replacements}
              label={t('admin.nextTerm.includeReplacements')}
              onChange={(event) => setReplacements(event.currentTarget.checked)}
            />
            <Button
              intent={Intent.PRIMARY}
              text={t('admin.nextTerm.invite')}
              loading={opening.loading}
              disabled={busy}
              onClick={() => void invite()}
            />
          </>
        )}
        {reenrolment && (
          <>
            <p>
              {reenrolment.windowOpen
                ? t('admin.nextTerm.windowOpen', { until: formatOfferDeadline(reenrolment.priorityUntil) })
                : t('admin.nextTerm.windowClosed', { until: formatOfferDeadline(reenrolment.priorityUntil) })}
            </p>
            <HTMLTable compact striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.nextTerm.child')}</th>
                  <th scope="col">{t('admin.nextTerm.parent')}</th>
                  <th scope="col">{t('admin.nextTerm.answer')}</th>
                  <th scope="col">{t('admin.nextTerm.reason')}</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('admin.nextTerm.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {reenrolment.families.map((family) => (
                  <tr key={family.registrationId}>
                    <td>{family.childFullName}</td>
                    <td>{family.parentName}</td>
                    <td>
                      {REENROLMENT_STATE_LABELS[family.state as ReenrolmentState]}
                      {family.newRegistrationId
                        ? ` (${t('admin.nextTerm.newRegistration', { id: family.newRegistrationId })})`
                        : ''}
                    </td>
                    <td>{family.reason ?? ''}</td>
                    <td>
                      {family.state !== 'accepted' && (
                        <Button
                          size="small"
                          text={t('admin.nextTerm.enrol')}
                          disabled={busy}
                          onClick={() =>
                            setAsking({
                              kind: 'enrol',
                              registrationId: family.registrationId,
                              child: family.childFullName,
                            })
                          }
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            {untilField}
            <div className={styles.formRow}>
              <Button
                text={t('admin.nextTerm.move')}
                loading={moving.loading}
                disabled={busy || !until}
                onClick={() => void moveEnd(false)}
              />
              <Switch
                checked={replacements}
                label={t('admin.nextTerm.includeReplacements')}
                onChange={(event) => setReplacements(event.currentTarget.checked)}
              />
              <Button
                text={t('admin.nextTerm.inviteAgain')}
                disabled={busy}
                onClick={() => setAsking({ kind: 'again' })}
              />
            </div>
          </>
        )}
      </DialogBody>
      <ConfirmDialog
        isOpen={asking?.kind === 'past'}
        intent={Intent.WARNING}
        title={t('admin.nextTerm.pastTitle')}
        message={t('admin.nextTerm.pastMessage')}
        confirmText={t('admin.nextTerm.move')}
        busy={moving.loading}
        onConfirm={() => void moveEnd(true)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking?.kind === 'again'}
        intent={Intent.PRIMARY}
        title={t('admin.nextTerm.inviteAgain')}
        message={t('admin.nextTerm.againMessage')}
        confirmText={t('admin.nextTerm.inviteAgain')}
        busy={opening.loading}
        onConfirm={() => void invite()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking?.kind === 'enrol'}
        intent={Intent.PRIMARY}
        title={t('admin.nextTerm.enrol')}
        message={asking?.kind === 'enrol' ? t('admin.nextTerm.enrolMessage', { child: asking.child }) : ''}
        confirmText={t('admin.nextTerm.enrol')}
        busy={enrolling.loading}
        onConfirm={() => asking?.kind === 'enrol' && void enrolByHand(asking.registrationId)}
        onCancel={() => setAsking(null)}
      />
    </Dialog>
  );
}
