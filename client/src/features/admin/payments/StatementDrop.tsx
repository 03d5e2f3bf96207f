import { Button, Callout, HTMLTable, Intent, ProgressBar } from '@blueprintjs/core';
import { CrossIcon, ImportIcon } from '@blueprintjs/icons';
import { formatHaler } from '@kurzy/common';
import { type DragEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../routes/admin';
import { toast } from '../common/toasts';
import { EMPTY_PAYMENT_FILTER, type PaymentView, writePaymentFilter } from './paymentUrl';
import { type ImportSummary, uploadStatement } from './uploadStatement';
import styles from './payments.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; fraction: number }
  | { kind: 'done'; name: string; summary: ImportSummary }
  | { kind: 'failed'; name: string; reason: string };

/** The drop zone for a bank statement (one file at a time, or "Vybrat soubor"), its progress, and what
 * the import did. A refused file changes nothing; the server's message names the line. */
export function StatementDrop({ onImported }: { onImported: () => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [over, setOver] = useState(false);
  const busy = status.kind === 'uploading';

  const start = (file: File) => {
    if (busy) return;
    setStatus({ kind: 'uploading', name: file.name, fraction: 0 });
    const upload = uploadStatement(file, (fraction) =>
      setStatus((current) => (current.kind === 'uploading' ? { ...current, fraction } : current)),
    );
    upload.done.then(
      (summary) => {
        setStatus({ kind: 'done', name: file.name, summary });
        toast.success(intl.formatMessage({ id: 'admin.payments.import.done' }, { name: file.name }));
        onImported();
      },
      (failure: unknown) => {
        const reason = failure instanceof Error ? failure.message : String(failure);
        setStatus({ kind: 'failed', name: file.name, reason });
      },
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length !== 1) {
      toast.error(intl.formatMessage({ id: 'admin.payments.import.oneFile' }));
      return;
    }
    start(files[0]!);
  };

  return (
    <section className={styles.importBox} aria-labelledby="payments-import-title">
      <div
        className={`${styles.drop} ${over ? styles.dropOver : ''}`}
        // Toasts start below it, so the import's own toast never covers "Vybrat soubor".
        data-toast-below=""
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <ImportIcon size={24} className={styles.dropIcon} />
        <div className={styles.dropText}>
          <h2 id="payments-import-title" className={styles.dropTitle}>
            <FormattedMessage id="admin.payments.import.title" />
          </h2>
          <span className={styles.dropHint}>
            <FormattedMessage id="admin.payments.import.hint" />
          </span>
        </div>
        <input
          ref={input}
          type="file"
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden
          accept=".gpc,.abo,.txt,.xml,.csv,.json,text/plain,text/csv,application/xml,application/json"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) start(file);
          }}
        />
        <Button
          intent={Intent.PRIMARY}
          icon={<ImportIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
          text={<FormattedMessage id="admin.payments.import.choose" />}
        />
      </div>
      {status.kind === 'uploading' && (
        <div className={styles.progress} role="status">
          <FormattedMessage id="admin.payments.import.uploading" values={{ name: status.name }} />
          <ProgressBar
            intent={Intent.PRIMARY}
            value={status.fraction < 1 ? status.fraction : undefined}
            aria-label={status.name}
          />
        </div>
      )}
      {status.kind === 'failed' && (
        <Callout
          intent={Intent.DANGER}
          role="alert"
          title={intl.formatMessage({ id: 'admin.payments.import.failed' }, { name: status.name })}
          className={styles.result}
        >
          <p>{status.reason}</p>
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            onClick={() => setStatus({ kind: 'idle' })}
            text={<FormattedMessage id="admin.payments.import.close" />}
          />
        </Callout>
      )}
      {status.kind === 'done' && (
        <SummaryView name={status.name} summary={status.summary} onClose={() => setStatus({ kind: 'idle' })} />
      )}
    </section>
  );
}

/** The payments grid showing one state. */
const paymentsIn = (state: PaymentView) =>
  `${ADMIN_PATHS.payments}?${writePaymentFilter(new URLSearchParams(), { ...EMPTY_PAYMENT_FILTER, state })}`;

/** What the import did; its lists hold the first notes only (the server's bound), the counts all. */
export function SummaryView({ name, summary, onClose }: { name: string; summary: ImportSummary; onClose: () => void }) {
  const intl = useIntl();
  const counts: [string, number, Intent][] = [
    [intl.formatMessage({ id: 'admin.payments.import.itemsRead' }), summary.itemsRead, Intent.NONE],
    [intl.formatMessage({ id: 'admin.payments.import.credits' }), summary.credits, Intent.NONE],
    [intl.formatMessage({ id: 'admin.payments.import.paid' }), summary.paid, Intent.SUCCESS],
    [intl.formatMessage({ id: 'admin.payments.import.partiallyPaid' }), summary.partiallyPaid, Intent.PRIMARY],
    [intl.formatMessage({ id: 'admin.payments.import.overpaid' }), summary.overpaid, Intent.DANGER],
    [intl.formatMessage({ id: 'admin.payments.import.unmatched' }), summary.unmatchedCount, Intent.WARNING],
    [intl.formatMessage({ id: 'admin.payments.import.alreadyImported' }), summary.alreadyImported, Intent.NONE],
    [intl.formatMessage({ id: 'admin.payments.import.refused' }), summary.refusedCount, Intent.NONE],
  ];
  return (
    <Callout
      intent={summary.unmatchedCount > 0 ? Intent.WARNING : Intent.SUCCESS}
      title={intl.formatMessage({ id: 'admin.payments.import.summaryTitle' }, { name })}
      className={styles.result}
      role="status"
    >
      <dl className={styles.counts} aria-label={intl.formatMessage({ id: 'admin.payments.import.summary' })}>
        {counts.map(([label, count, intent]) => (
          <div key={label} className={`${styles.count} ${count > 0 ? (styles[`count_${intent}`] ?? '') : ''}`}>
            <dt>{label}</dt>
            <dd>{intl.formatNumber(count)}</dd>
          </div>
        ))}
      </dl>
      {summary.unmatched.length > 0 && (
        <NoteTable
          caption={intl.formatMessage({ id: 'admin.payments.import.unmatchedList' })}
          notes={summary.unmatched}
          withVs
        />
      )}
      <MoreNotes
        id="admin.payments.import.unmatchedMore"
        shown={summary.unmatched.length}
        count={summary.unmatchedCount}
        view="unmatched"
      />
      {summary.refused.length > 0 && (
        <NoteTable caption={intl.formatMessage({ id: 'admin.payments.import.refusedList' })} notes={summary.refused} />
      )}
      <MoreNotes
        id="admin.payments.import.refusedMore"
        shown={summary.refused.length}
        count={summary.refusedCount}
        view="refused"
      />
      <Button
        variant="minimal"
        icon={<CrossIcon />}
        onClick={onClose}
        text={<FormattedMessage id="admin.payments.import.close" />}
      />
    </Callout>
  );
}

/** Under a list the answer cut (the first lines only): how many more there are, and where staff find them. */
function MoreNotes({
  id,
  shown,
  count,
  view,
}: {
  id: 'admin.payments.import.unmatchedMore' | 'admin.payments.import.refusedMore';
  shown: number;
  count: number;
  view: PaymentView;
}) {
  if (count <= shown) return null;
  return (
    <p>
      <FormattedMessage id={id} values={{ shown, count, link: (text) => <Link to={paymentsIn(view)}>{text}</Link> }} />
    </p>
  );
}

function NoteTable({
  caption,
  notes,
  withVs = false,
}: {
  caption: string;
  notes: ImportSummary['refused'];
  withVs?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className={styles.notes}>
      <HTMLTable compact striped className={styles.noteTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'admin.payments.import.line' })}</th>
            <th scope="col" className={styles.amount}>
              {intl.formatMessage({ id: 'admin.payments.col.amount' })}
            </th>
            {withVs && <th scope="col">{intl.formatMessage({ id: 'admin.payments.col.vs' })}</th>}
            <th scope="col">{intl.formatMessage({ id: 'admin.payments.import.payer' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.payments.col.message' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.payments.import.reason' })}</th>
          </tr>
        </thead>
        <tbody>
          {notes.map((note) => (
            <tr key={`${note.line}-${note.reason}`}>
              <td>{note.line}</td>
              <td className={styles.amount}>{formatHaler(note.amountHaler)}</td>
              {withVs && <td>{note.variableSymbol ?? '–'}</td>}
              <td>{note.payerName ?? '–'}</td>
              <td className={styles.noteMessage}>{note.message ?? '–'}</td>
              <td>{note.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
