// A child's door on the lector's camp day (issue 48, item 4): the paperwork the door needs
// (declaration ✓/✗, health notes, who may collect the child), check-in in one tap, check-out in one
// tap to a parent or a listed person (or alone from the family's time), anyone else only as an
// administrator's override with a note, and an undo of a mistaken tap.
import { useMutation } from '@apollo/client/react';
import { Button, InputGroup, TextArea } from '@blueprintjs/core';
import { formatPhone } from '@kurzy/common';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CampCollector } from '../../../gql/graphql';
import { problemText } from '../../../ui/apiErrors';
import { toast } from '../common/toasts';
import {
  CampCheckInDocument,
  CampCheckOutDocument,
  type CampDayChildFragment,
  CampUndoHandoverDocument,
  MarkCampCertificateCheckedDocument,
} from './CampDay.generated';
import styles from './attendance.module.css';

const clock = (moment: string) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', hour: '2-digit', minute: '2-digit' }).format(
    new Date(moment),
  );

export function CampChildDoor({
  lessonId,
  child,
  name: childName,
  isAdmin,
  onCheckedIn,
  onChanged,
}: {
  lessonId: string;
  child: CampDayChildFragment;
  name: string;
  isAdmin: boolean;
  /** The check-in's tap marks the child present too (the attendance screen's queue). */
  onCheckedIn: () => void;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [other, setOther] = useState(false);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [checkIn, checkingIn] = useMutation(CampCheckInDocument);
  const [checkOut, checkingOut] = useMutation(CampCheckOutDocument);
  const [undo, undoing] = useMutation(CampUndoHandoverDocument);
  const [markChecked, marking] = useMutation(MarkCampCertificateCheckedDocument);
  const busy = checkingIn.loading || checkingOut.loading || undoing.loading || marking.loading;
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: id as 'admin.campDay.checkIn' }, values);
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setOther(false);
      onChanged();
    } catch (error) {
      toast.error(t('admin.campDay.failed'), problemText(error, ''));
    }
  };
  const out = (collector: CampCollector, person?: string, overrideNote?: string) =>
    run(() =>
      checkOut({
        variables: {
          lessonId,
          input: { registrationId: child.registrationId, collector, name: person ?? null, note: overrideNote ?? null },
        },
      }),
    );
  const { handover } = child;
  const who =
    handover.collector === 'parent'
      ? t('admin.campDay.who.parent')
      : handover.collector === 'alone'
        ? t('admin.campDay.who.alone')
        : (handover.collectorName ?? '');

  return (
    <div className={styles.campDoor}>
      <p className={styles.campFacts}>
        {child.declarationRequired && (
          <span className={`${styles.tag} ${child.declarationSigned ? styles.tagOk : styles.tagDanger}`}>
            {t(child.declarationSigned ? 'admin.campDay.declarationSigned' : 'admin.campDay.declarationMissing')}
          </span>
        )}
        {child.certificateRequired && <CertificateTag status={child.certificate?.status ?? 'missing'} t={t} />}
      </p>
      {child.certificateRequired && child.certificate && (
        <p className={styles.campFacts}>
          {/* Opened by the browser with the staff session's cookie; staff of this camp only. */}
          <a href={child.certificate.filePath} target="_blank" rel="noopener noreferrer">
            {t('admin.campDay.certificateOpen')}
          </a>
          {child.certificate.status === 'uploaded' && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void run(() => markChecked({ variables: { registrationId: child.registrationId } }))}
              text={t('admin.campDay.certificateCheck')}
            />
          )}
        </p>
      )}
      {child.healthNotes && (
        <p className={styles.health}>
          <strong>{t('admin.campDay.health')}:</strong> {child.healthNotes}
        </p>
      )}
      <p className={styles.pickup}>
        <strong>{t('admin.campDay.pickup')}:</strong>{' '}
        {child.pickupMissing ? (
          <span className={`${styles.tag} ${styles.tagWarning}`}>{t('admin.campDay.pickupMissing')}</span>
        ) : child.pickupParentsOnly ? (
          t('admin.campDay.parentsOnly')
        ) : (
          `${t('admin.campDay.parents')}, ${child.pickupPersons
            .map(
              (person) => `${person.name} (${person.relation}, ${formatPhone(person.phone).replace(/ /g, '\u00a0')})`,
            )
            .join(', ')}`
        )}
        {child.leavesAloneFrom && ` · ${t('admin.campDay.leavesAlone', { from: child.leavesAloneFrom })}`}
      </p>
      {handover.checkedOutAt ? (
        <div className={styles.handover} role="status">
          <span>
            {t('admin.campDay.checkedOut', { time: clock(handover.checkedOutAt), who })}
            {handover.overrideNote && ` (${t('admin.campDay.override')}: ${handover.overrideNote})`}
          </span>
          {/* An administrator's override is taken back by an administrator only. */}
          {(isAdmin || handover.collector !== 'other') && (
            <Button
              variant="minimal"
              disabled={busy}
              onClick={() => void run(() => undo({ variables: { lessonId, registrationId: child.registrationId } }))}
              text={t('admin.campDay.undoOut')}
            />
          )}
        </div>
      ) : handover.checkedInAt ? (
        <>
          <div className={styles.handover}>
            <span>{t('admin.campDay.checkedIn', { time: clock(handover.checkedInAt) })}</span>
            <Button
              variant="minimal"
              disabled={busy}
              onClick={() => void run(() => undo({ variables: { lessonId, registrationId: child.registrationId } }))}
              text={t('admin.campDay.undoIn')}
            />
          </div>
          <div
            className={styles.checkouts}
            role="group"
            aria-label={t('admin.campDay.checkOutOf', { name: childName })}
          >
            <button type="button" className={styles.doorButton} disabled={busy} onClick={() => void out('parent')}>
              {t('admin.campDay.outParent')}
            </button>
            {!child.pickupParentsOnly &&
              child.pickupPersons.map((person) => (
                <button
                  key={person.name}
                  type="button"
                  className={styles.doorButton}
                  disabled={busy}
                  onClick={() => void out('person', person.name)}
                >
                  {t('admin.campDay.outPerson', { name: person.name })}
                </button>
              ))}
            {child.leavesAloneFrom && (
              <button type="button" className={styles.doorButton} disabled={busy} onClick={() => void out('alone')}>
                {t('admin.campDay.outAlone')}
              </button>
            )}
            <button type="button" className={styles.doorButton} disabled={busy} onClick={() => setOther(!other)}>
              {t('admin.campDay.outOther')}
            </button>
          </div>
          {other &&
            (isAdmin ? (
              <form
                className={styles.override}
                onSubmit={(event) => {
                  event.preventDefault();
                  void out('other', name, note);
                }}
              >
                <label>
                  {t('admin.campDay.otherName')}
                  <InputGroup value={name} maxLength={100} required onValueChange={setName} />
                </label>
                <label>
                  {t('admin.campDay.otherNote')}
                  <TextArea
                    value={note}
                    maxLength={500}
                    required
                    fill
                    onChange={(event) => setNote(event.target.value)}
                  />
                </label>
                <Button type="submit" intent="warning" loading={busy} text={t('admin.campDay.otherSave')} />
              </form>
            ) : (
              <p className={styles.notice} role="alert">
                {t('admin.campDay.otherOnlyAdmin')}
              </p>
            ))}
        </>
      ) : (
        <button
          type="button"
          className={`${styles.doorButton} ${styles.checkIn}`}
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await checkIn({ variables: { lessonId, registrationId: child.registrationId } });
              onCheckedIn();
            })
          }
        >
          {t('admin.campDay.checkIn')}
        </button>
      )}
    </div>
  );
}

const CERTIFICATE_TAGS = {
  missing: ['admin.campDay.certificateMissing', 'tagDanger'],
  uploaded: ['admin.campDay.certificateUploaded', 'tagWarning'],
  checked: ['admin.campDay.certificateChecked', 'tagOk'],
  expired: ['admin.campDay.certificateExpired', 'tagDanger'],
} as const;

/** Posudek ✓ (checked), ? (uploaded, to check), ✗ (missing or expired). */
function CertificateTag({ status, t }: { status: string; t: (id: string) => string }) {
  const [id, tone] = CERTIFICATE_TAGS[status as keyof typeof CERTIFICATE_TAGS] ?? CERTIFICATE_TAGS.missing;
  return (
    <span className={`${styles.tag} ${styles[tone]}`} data-testid="certificate-tag">
      {t(id)}
    </span>
  );
}
