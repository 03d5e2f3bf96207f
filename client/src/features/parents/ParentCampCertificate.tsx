import { useApolloClient } from '@apollo/client/react';
import { CERTIFICATE_MAX_BYTES, formatDate, type Locale, pragueDay } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { downloadFamilyFile } from './familyFile';
import { ParentPageDocument } from './Parents.generated';
import styles from './ParentConsents.module.css';

interface Certificate {
  certificateRequired: boolean;
  certificate?: {
    status: string;
    issuedOn: string;
    validUntil: string;
    contentType: string;
    filePath: string;
  } | null;
}

const UPLOAD_PATH = '/api/parents/camp-certificate';
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const STATUS_IDS = {
  missing: 'parents.certificateStatus.missing',
  uploaded: 'parents.certificateStatus.uploaded',
  checked: 'parents.certificateStatus.checked',
  expired: 'parents.certificateStatus.expired',
} as const;

/** The upload with its progress (fetch reports none): the answer's Czech refusal, or null. */
function send(body: FormData, onProgress: (percent: number) => void): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(null);
      try {
        const refusal = JSON.parse(request.responseText) as { message?: string; errors?: Record<string, string> };
        resolve(Object.values(refusal.errors ?? {})[0] ?? refusal.message ?? '');
      } catch {
        resolve('');
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}

/** The doctor's certificate (posudek) on the family's page: where it stands, the family's own file,
 * and the upload of a photo or PDF with its issue date (a new one replaces the old). */
export function ParentCampCertificate({
  registrationId,
  token,
  paperwork,
}: {
  registrationId: number;
  token: string;
  paperwork: Certificate;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [editing, setEditing] = useState(false);
  const [issuedOn, setIssuedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!paperwork.certificateRequired) return null;
  const certificate = paperwork.certificate ?? null;
  const status = (certificate?.status ?? 'missing') as keyof typeof STATUS_IDS;
  const headingId = `certificate-${registrationId}`;
  const fail = intl.formatMessage({ id: 'parents.certificateFailed' });

  const submit = async () => {
    setProblem(null);
    if (!issuedOn) return setProblem(intl.formatMessage({ id: 'parents.certificateChooseDate' }));
    if (!file) return setProblem(intl.formatMessage({ id: 'parents.certificateChooseFile' }));
    if (file.size > CERTIFICATE_MAX_BYTES) return setProblem(intl.formatMessage({ id: 'parents.certificateTooLarge' }));
    const body = new FormData();
    // The fields before the file: the server checks the link before it reads the file.
    body.append('token', token);
    body.append('registrationId', String(registrationId));
    body.append('issuedOn', issuedOn);
    body.append('file', file);
    setProgress(0);
    try {
      const refused = await send(body, setProgress);
      if (refused !== null) return setProblem(refused || fail);
      await client.refetchQueries({ include: [ParentPageDocument] });
      setEditing(false);
      setFile(null);
      setIssuedOn('');
    } catch {
      setProblem(fail);
    } finally {
      setProgress(null);
    }
  };

  const open = (path: string, contentType: string) =>
    downloadFamilyFile(
      intl,
      path,
      { token, registrationId },
      `posudek-${registrationId}.${EXTENSIONS[contentType] ?? 'pdf'}`,
    );

  const uploading = progress !== null;
  return (
    <section className={styles.consents} aria-labelledby={headingId} data-testid="camp-certificate">
      <p>
        <strong id={headingId}>
          <FormattedMessage id="parents.certificate" />:
        </strong>{' '}
        <span data-testid="certificate-status">
          <FormattedMessage id={STATUS_IDS[status] ?? STATUS_IDS.missing} />
        </span>
        {certificate && (
          <>
            {' · '}
            <FormattedMessage
              id="parents.certificateValid"
              values={{
                issued: formatDate(certificate.issuedOn, intl.locale as Locale),
                until: formatDate(certificate.validUntil, intl.locale as Locale),
              }}
            />
          </>
        )}
      </p>
      {certificate && (
        <p>
          <Button
            variant="outlined"
            onClick={() => void open(certificate.filePath, certificate.contentType)}
            text={intl.formatMessage({ id: 'parents.certificateOpen' })}
          />
        </p>
      )}
      {editing || !certificate ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>
            <FormattedMessage id="parents.certificateHint" />
          </p>
          <p>
            <label className={styles.textField}>
              <FormattedMessage id="parents.certificateIssuedOn" />
              <input
                type="date"
                name="issuedOn"
                value={issuedOn}
                max={pragueDay(new Date())}
                onChange={(event) => setIssuedOn(event.target.value)}
                disabled={uploading}
              />
            </label>
          </p>
          <p>
            <label className={styles.textField}>
              <FormattedMessage id="parents.certificateFile" />
              <input
                type="file"
                name="file"
                accept="image/jpeg,image/png,application/pdf"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                disabled={uploading}
              />
            </label>
          </p>
          {uploading && (
            <p role="status">
              <progress max={100} value={progress} aria-labelledby={`${headingId}-progress`} />{' '}
              <span id={`${headingId}-progress`}>
                <FormattedMessage id="parents.certificateUploading" values={{ percent: progress }} />
              </span>
            </p>
          )}
          {problem && (
            <Callout intent="danger" role="alert">
              {problem}
            </Callout>
          )}
          <p className={styles.pickupActions}>
            <Button
              type="submit"
              intent="primary"
              loading={uploading}
              text={intl.formatMessage({ id: 'parents.certificateUpload' })}
            />
            {certificate && (
              <Button
                variant="minimal"
                onClick={() => setEditing(false)}
                disabled={uploading}
                text={intl.formatMessage({ id: 'parents.pickupCancel' })}
              />
            )}
          </p>
        </form>
      ) : (
        <Button
          variant="outlined"
          onClick={() => setEditing(true)}
          text={intl.formatMessage({ id: 'parents.certificateReplace' })}
        />
      )}
    </section>
  );
}
