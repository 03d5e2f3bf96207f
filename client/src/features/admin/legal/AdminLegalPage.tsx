import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H1,
  HTMLSelect,
  HTMLTable,
  Intent,
  NonIdealState,
  TextArea,
} from '@blueprintjs/core';
import { BanCircleIcon } from '@blueprintjs/icons';
import {
  formatDay,
  LEGAL_TEXT_KINDS,
  type LegalTextKind,
  legalTextSchema,
  legalTextUrl,
  validationMessages,
} from '@kurzy/common';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { fieldErrorsOf } from '../../../ui/apiErrors';
import { LegalBody } from '../../../ui/LegalBody';
import { PageTitle } from '../../../ui/PageTitle';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import { AdminLegalTextsDocument, type AdminLegalTextsQuery, PublishLegalTextDocument } from './AdminLegal.generated';
import styles from './legal.module.css';

type Version = AdminLegalTextsQuery['legalTextVersions'][number];

const KIND_NAME = (kind: string) => `admin.legal.kind.${kind}` as MessageId;

// In Prague, whatever the browser's zone: the office's time.
const dateTime = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
} as const;

/** "Texty" (administrators): the terms, personal-data and photo texts. Editing with a live preview
 * publishes a new version; every version stays readable as it was. */
export function AdminLegalPage() {
  const intl = useIntl();
  const { may } = useStaff();
  const title = intl.formatMessage({ id: 'admin.tab.legal' });
  if (!may('legal.write'))
    return (
      <>
        <PageTitle page={title} />
        <H1 className={styles.title}>{title}</H1>
        <NonIdealState
          icon={<BanCircleIcon size={48} />}
          title={intl.formatMessage({ id: 'admin.legal.forbiddenTitle' })}
          description={intl.formatMessage({ id: 'admin.legal.forbidden' })}
        />
      </>
    );
  return <LegalScreen title={title} />;
}

function LegalScreen({ title }: { title: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const asked = params.get('text');
  const kind = (LEGAL_TEXT_KINDS as string[]).includes(asked ?? '') ? (asked as LegalTextKind) : LEGAL_TEXT_KINDS[0]!;
  const { data, loading, error } = useQuery(AdminLegalTextsDocument, {
    variables: { kind },
    fetchPolicy: 'cache-and-network',
  });
  const versions = data?.legalTextVersions;
  const current = versions?.[0];
  return (
    <>
      <PageTitle page={title} />
      <H1 className={styles.title}>{title}</H1>
      <FormGroup label={intl.formatMessage({ id: 'admin.legal.kind' })} labelFor="legal-kind" inline>
        <HTMLSelect
          id="legal-kind"
          value={kind}
          onChange={(event) => setParams({ text: event.currentTarget.value }, { replace: true })}
          options={LEGAL_TEXT_KINDS.map((value) => ({
            value,
            label: intl.formatMessage({ id: KIND_NAME(value) }),
          }))}
        />
      </FormGroup>
      {error && !data ? (
        <p role="alert">
          {intl.formatMessage({ id: 'admin.legal.loadError' })} {errorReason(error)}
        </p>
      ) : !versions || !current ? (
        loading && <p>{intl.formatMessage({ id: 'layout.loading' })}</p>
      ) : (
        <>
          {/* A fresh editor for each text and each new version, starting from the version in force. */}
          <Editor key={`${kind}-${current.id}`} kind={kind} current={current} />
          <History kind={kind} versions={versions} />
        </>
      )}
    </>
  );
}

function Editor({ kind, current }: { kind: LegalTextKind; current: Version }) {
  const intl = useIntl();
  const [body, setBody] = useState(current.body);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [publish, { loading }] = useMutation(PublishLegalTextDocument, {
    refetchQueries: [{ query: AdminLegalTextsDocument, variables: { kind } }],
    awaitRefetchQueries: true,
  });
  // The common schema's messages as the text changes (the server checks the same).
  useEffect(() => {
    let live = true;
    void validationMessages(legalTextSchema, { body }).then((messages) => {
      if (live) setLocalError(messages.body ?? null);
    });
    return () => {
      live = false;
    };
  }, [body]);
  const name = intl.formatMessage({ id: KIND_NAME(kind) });
  const unchanged = body.trim() === current.body.trim();
  const shownError = serverError ?? localError;
  const submit = async () => {
    try {
      const answer = await publish({ variables: { kind, input: { body, baseVersion: current.version } } });
      setConfirming(false);
      toast.success(
        intl.formatMessage(
          { id: 'admin.legal.published' },
          { version: answer.data?.publishLegalText.version ?? current.version + 1 },
        ),
      );
    } catch (error) {
      setConfirming(false);
      const field = fieldErrorsOf(error).body;
      if (field) setServerError(field);
      else toast.error(intl.formatMessage({ id: 'admin.legal.publishFailed' }), errorReason(error));
    }
  };
  return (
    <section className={styles.editor} aria-label={name}>
      <p className={styles.inForce}>
        <FormattedMessage
          id="admin.legal.inForce"
          values={{ version: current.version, from: formatDay(current.publishedAt) }}
        />
      </p>
      <div className={styles.columns}>
        <FormGroup
          className={styles.source}
          label={intl.formatMessage({ id: 'admin.legal.body' })}
          labelFor="legal-body"
          helperText={shownError ?? intl.formatMessage({ id: 'admin.legal.syntax' })}
          intent={shownError ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id="legal-body"
            className={styles.textarea}
            value={body}
            fill
            intent={shownError ? Intent.DANGER : Intent.NONE}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setServerError(null);
            }}
          />
        </FormGroup>
        <section className={styles.preview} aria-labelledby="legal-preview">
          <h2 id="legal-preview" className={styles.previewTitle}>
            <FormattedMessage id="admin.legal.preview" />
          </h2>
          <div className={styles.prose}>
            <LegalBody body={body} />
          </div>
        </section>
      </div>
      <Button
        intent={Intent.PRIMARY}
        disabled={unchanged || localError !== null}
        onClick={() => setConfirming(true)}
        text={intl.formatMessage({ id: 'admin.legal.publish' })}
      />
      <ConfirmDialog
        isOpen={confirming}
        title={intl.formatMessage({ id: 'admin.legal.confirmTitle' })}
        message={<FormattedMessage id="admin.legal.confirmText" values={{ name, version: current.version + 1 }} />}
        confirmText={intl.formatMessage({ id: 'admin.legal.publish' })}
        intent={Intent.PRIMARY}
        busy={loading}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function History({ kind, versions }: { kind: LegalTextKind; versions: Version[] }) {
  const intl = useIntl();
  const [reading, setReading] = useState<Version | null>(null);
  const name = intl.formatMessage({ id: KIND_NAME(kind) });
  return (
    <section className={styles.history} aria-labelledby="legal-history">
      <h2 id="legal-history" className={styles.historyTitle}>
        <FormattedMessage id="admin.legal.history" />
      </h2>
      <HTMLTable compact striped className={styles.historyTable}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'admin.legal.col.version' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.legal.col.publishedAt' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.legal.col.publishedBy' })}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id}>
              <td>{version.version}</td>
              <td>{intl.formatDate(version.publishedAt, dateTime)}</td>
              <td>
                {version.publishedByName ??
                  (version.version === 1 ? intl.formatMessage({ id: 'admin.legal.firstVersion' }) : '–')}
              </td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  onClick={() => setReading(version)}
                  text={intl.formatMessage({ id: 'admin.legal.read' }, { version: version.version })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Dialog
        isOpen={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? intl.formatMessage({ id: 'admin.legal.readTitle' }, { name, version: reading.version }) : ''}
        style={{ width: 'min(760px, calc(100vw - 32px))' }}
      >
        <DialogBody>
          {reading && (
            <div className={styles.prose}>
              <LegalBody body={reading.body} />
            </div>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {reading && (
                <a href={legalTextUrl(kind, reading.version)} target="_blank" rel="noopener noreferrer">
                  <FormattedMessage id="admin.legal.onSite" />
                </a>
              )}
              <Button onClick={() => setReading(null)} text={intl.formatMessage({ id: 'admin.legal.close' })} />
            </>
          }
        />
      </Dialog>
    </section>
  );
}
