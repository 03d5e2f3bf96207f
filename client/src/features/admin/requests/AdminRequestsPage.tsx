import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, H1, HTMLSelect, Intent, NonIdealState, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { BanCircleIcon, TickIcon } from '@blueprintjs/icons';
import {
  formatHaler,
  PARENT_REQUEST_STATE_LABELS,
  PARENT_REQUEST_TYPE_LABELS,
  PARENT_REQUEST_TYPES,
  ParentRequestState,
  ParentRequestType,
  requestHandlingSchema,
} from '@kurzy/common';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_PATHS } from '../../../routes/admin';
import { EmptyList } from '../../../ui/EmptyList';
import { actionsColumn, dataColumn } from '../../../ui/grid/columns';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { type GridColumn, useGridTable } from '../../../ui/grid/gridTable';
import { useColumnLayout } from '../../../ui/grid/useColumnLayout';
import { useGridControl } from '../../../ui/grid/useGridControl';
import { PageTitle } from '../../../ui/PageTitle';
import { SwitchField, TextAreaField } from '../common/fields';
import { FormDialog } from '../common/FormDialog';
import { Pager } from '../common/Pager';
import { useStaff } from '../common/staff';
import { usePaging } from '../../../ui/list/usePaging';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  type AdminParentRequestRowFragment,
  AdminParentRequestRowFragmentDoc,
  AdminParentRequestsDocument,
  HandleParentRequestDocument,
} from './AdminRequests.generated';
import styles from './requests.module.css';

type Row = AdminParentRequestRowFragment;

const DATE_TIME = { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
type StateFilter = 'open' | 'handled' | 'all';

const STATE_INTENT = {
  [ParentRequestState.open]: Intent.WARNING,
  [ParentRequestState.done]: Intent.SUCCESS,
  [ParentRequestState.rejected]: Intent.NONE,
} as const;

/** What the request is about, in a line: the child and course, or the whole family. */
function subject(row: Row, intl: IntlShape): string {
  if (row.registrationId === null)
    return intl.formatMessage({ id: 'admin.requests.family' }, { count: row.familyRegistrations });
  return [row.childFullName, row.title, row.variableSymbol ? `VS ${row.variableSymbol}` : '']
    .filter(Boolean)
    .join(', ');
}

/** The parent's words: the reason, the employer to invoice, or the address to move to. */
function detail(row: Row): string {
  const employer = row.employer ? `${row.employer.name}, IČO ${row.employer.companyId}, ${row.employer.address}` : '';
  const newEmail = row.newEmail ? `→ ${row.newEmail}` : '';
  return [newEmail, employer, row.reason ?? ''].filter(Boolean).join(' · ');
}

function HandleButton({ row, onHandle }: { row: Row; onHandle: (row: Row) => void }) {
  const intl = useIntl();
  const control = useGridControl();
  if (row.state !== 'open') return null;
  return (
    <Button
      {...control}
      size="small"
      intent={Intent.PRIMARY}
      icon={<TickIcon />}
      aria-label={intl.formatMessage({ id: 'admin.requests.handleRow' }, { subject: subject(row, intl) })}
      onClick={() => onHandle(row)}
      text={<FormattedMessage id="admin.requests.handle" />}
    />
  );
}

function requestColumns(intl: IntlShape, onHandle: (row: Row) => void): GridColumn<Row>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    actionsColumn<Row>(t('admin.actions'), 110, (row) => <HandleButton row={row} onHandle={onHandle} />),
    dataColumn<Row>({
      id: 'createdAt',
      label: t('admin.requests.col.createdAt'),
      text: (row) => intl.formatDate(row.createdAt, DATE_TIME),
      size: 150,
      rowHeader: true,
    }),
    dataColumn<Row>({
      id: 'type',
      label: t('admin.requests.col.type'),
      text: (row) => PARENT_REQUEST_TYPE_LABELS[row.type as ParentRequestType],
      size: 210,
    }),
    dataColumn<Row>({
      id: 'state',
      label: t('admin.requests.col.state'),
      text: (row) => PARENT_REQUEST_STATE_LABELS[row.state as ParentRequestState],
      cell: (row, text) => (
        <Tag minimal intent={STATE_INTENT[row.state as ParentRequestState]}>
          {text}
        </Tag>
      ),
      size: 140,
    }),
    dataColumn<Row>({
      id: 'subject',
      label: t('admin.requests.col.subject'),
      text: (row) => subject(row, intl),
      cell: (row, text) =>
        row.variableSymbol ? (
          <Link to={`${ADMIN_PATHS.registrations}?q=${encodeURIComponent(row.variableSymbol)}`}>{text}</Link>
        ) : (
          text
        ),
      size: 300,
      wrap: true,
    }),
    dataColumn<Row>({
      id: 'money',
      label: t('admin.requests.col.money'),
      text: (row) =>
        row.registrationId === null
          ? ''
          : `${formatHaler(row.receivedHaler ?? 0)}${row.cancelledAt ? ` · ${t('admin.requests.cancelled')}` : ''}`,
      size: 140,
    }),
    dataColumn<Row>({ id: 'email', label: t('admin.requests.col.email'), text: (row) => row.email, size: 220 }),
    dataColumn<Row>({ id: 'detail', label: t('admin.requests.col.detail'), text: detail, size: 320, wrap: true }),
    dataColumn<Row>({
      id: 'handled',
      label: t('admin.requests.col.handled'),
      text: (row) =>
        row.handledAt
          ? [intl.formatDate(row.handledAt, DATE_TIME), row.handledByName, row.handlingNote].filter(Boolean).join(' · ')
          : '',
      size: 300,
      wrap: true,
    }),
  ];
}

/** "Žádosti" (administrators): what parents asked for from their page, open ones first. */
export function AdminRequestsPage() {
  const intl = useIntl();
  const { may } = useStaff();
  const title = intl.formatMessage({ id: 'admin.tab.requests' });
  if (!may('request.read'))
    return (
      <>
        <PageTitle page={title} />
        <H1 className={styles.title}>{title}</H1>
        <NonIdealState
          icon={<BanCircleIcon size={48} />}
          title={intl.formatMessage({ id: 'admin.requests.forbiddenTitle' })}
          description={intl.formatMessage({ id: 'admin.requests.forbidden' })}
        />
      </>
    );
  return <RequestsScreen title={title} />;
}

function RequestsScreen({ title }: { title: string }) {
  const intl = useIntl();
  const { staff } = useStaff();
  const paging = usePaging();
  const [stateFilter, setStateFilter] = useState<StateFilter>('open');
  const [type, setType] = useState<ParentRequestType | ''>('');
  const [handling, setHandling] = useState<Row | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminParentRequestsDocument, {
    variables: {
      state: stateFilter === 'open' ? ParentRequestState.open : null,
      type: type || null,
      page: paging.page,
      limit: paging.limit,
    },
    fetchPolicy: 'cache-and-network',
  });
  const all = useMemo(
    () => getFragmentData(AdminParentRequestRowFragmentDoc, data?.parentRequests.items ?? []),
    [data],
  );
  // "Vyřízené" is both done and rejected: the server filters one state, the rest is this page's.
  const rows = useMemo(
    () => (stateFilter === 'handled' ? all.filter((row) => row.state !== 'open') : all),
    [all, stateFilter],
  );
  const columns = useMemo(() => requestColumns(intl, setHandling), [intl]);
  const layout = useColumnLayout(staff ? `kurzy.admin.requests.columns.${staff.id}` : null, columns);
  const table = useGridTable<Row>({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    pinRowHeader: true,
    enableRowSelection: false,
    state: layout.state,
    onColumnOrderChange: layout.onColumnOrderChange,
    onColumnVisibilityChange: layout.onColumnVisibilityChange,
    onColumnSizingChange: layout.onColumnSizingChange,
  });
  const choose = (next: StateFilter) => {
    setStateFilter(next);
    paging.setPage(1);
  };

  return (
    <>
      <PageTitle page={title} />
      <div className={styles.head} data-toast-below="">
        <H1 className={styles.title}>{title}</H1>
        <span className={styles.count} role="status">
          <FormattedMessage id="admin.requests.openCount" values={{ count: data?.parentRequests.open ?? 0 }} />
        </span>
      </div>
      <div className={styles.filters} role="group" aria-label={intl.formatMessage({ id: 'admin.requests.filters' })}>
        {(['open', 'handled', 'all'] as const).map((value) => (
          <Button
            key={value}
            active={stateFilter === value}
            aria-pressed={stateFilter === value}
            onClick={() => choose(value)}
            text={<FormattedMessage id={`admin.requests.filter.${value}`} />}
          />
        ))}
        <label className={styles.typeFilter}>
          <FormattedMessage id="admin.requests.col.type" />
          <HTMLSelect
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value as ParentRequestType | '');
              paging.setPage(1);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'admin.requests.anyType' })}</option>
            {PARENT_REQUEST_TYPES.map((value) => (
              <option key={value} value={value}>
                {PARENT_REQUEST_TYPE_LABELS[value]}
              </option>
            ))}
          </HTMLSelect>
        </label>
      </div>
      {rows.length === 0 ? (
        loading || error ? (
          <EmptyList loading={loading && !error} error={error} />
        ) : (
          <div className={styles.empty} role="status">
            <FormattedMessage id={stateFilter === 'open' ? 'admin.requests.noneOpen' : 'admin.requests.none'} />
          </div>
        )
      ) : (
        <DataGrid
          table={table}
          label={title}
          loading={loading}
          onOpenRow={(row) => row.state === 'open' && setHandling(row)}
        />
      )}
      {data && <Pager pagination={data.parentRequests.pagination} paging={paging} />}
      {handling && (
        <HandleDialog
          request={handling}
          onClose={() => setHandling(null)}
          onDone={() => {
            setHandling(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}

/** Closing a request: done or rejected, with a note kept with it. An erasure done erases the family's
 * personal data at once; the dialog says so plainly. */
function HandleDialog({ request, onClose, onDone }: { request: Row; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const [handle] = useMutation(HandleParentRequestDocument);
  const erasure = request.type === 'erasure';
  return (
    <FormDialog
      title={`${PARENT_REQUEST_TYPE_LABELS[request.type as ParentRequestType]}: ${subject(request, intl)}`}
      initialValues={() => ({
        state: ParentRequestState.done,
        note: '',
        issueInvoice: request.type === 'employer_invoice',
      })}
      schema={requestHandlingSchema}
      save={async (values) =>
        handle({
          variables: {
            id: request.id,
            input: {
              state: values.state,
              note: values.note || null,
              issueInvoice: values.state === ParentRequestState.done && values.issueInvoice,
            },
          },
        })
      }
      onClose={onClose}
      onSaved={onDone}
    >
      <HandleFields request={request} erasure={erasure} />
    </FormDialog>
  );
}

function HandleFields({ request, erasure }: { request: Row; erasure: boolean }) {
  const intl = useIntl();
  return (
    <>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="admin.requests.col.email" />
        </dt>
        <dd>{request.email}</dd>
        {detail(request) && (
          <>
            <dt>
              <FormattedMessage id="admin.requests.col.detail" />
            </dt>
            <dd>{detail(request)}</dd>
          </>
        )}
        {request.registrationId !== null && (
          <>
            <dt>
              <FormattedMessage id="admin.requests.col.money" />
            </dt>
            <dd>{formatHaler(request.receivedHaler ?? 0)}</dd>
          </>
        )}
      </dl>
      {request.type === 'paid_cancellation' && (
        <Callout intent={Intent.PRIMARY} className={styles.hint}>
          <FormattedMessage id="admin.requests.paidCancelHint" />
        </Callout>
      )}
      {request.type === 'employer_invoice' && (
        <Callout intent={Intent.PRIMARY} className={styles.hint}>
          <FormattedMessage id="admin.requests.employerHint" />
        </Callout>
      )}
      {request.type === 'email_change' && (
        <Callout intent={Intent.WARNING} className={styles.hint}>
          <FormattedMessage id="admin.requests.emailChangeHint" />
        </Callout>
      )}
      <StateChoice
        erasure={erasure}
        count={request.familyRegistrations}
        invoice={request.type === 'employer_invoice'}
      />
      <TextAreaField name="note" label={intl.formatMessage({ id: 'admin.requests.note' })} />
    </>
  );
}

function StateChoice({ erasure, count, invoice }: { erasure: boolean; count: number; invoice: boolean }) {
  const intl = useIntl();
  const [{ value: field }, , helpers] = useField<string>('state');
  return (
    <>
      <RadioGroup
        label={intl.formatMessage({ id: 'admin.requests.outcome' })}
        selectedValue={field}
        onChange={(event) => void helpers.setValue(event.currentTarget.value)}
      >
        <Radio
          value={ParentRequestState.done}
          label={intl.formatMessage({ id: erasure ? 'admin.requests.eraseNow' : 'admin.requests.done' })}
        />
        <Radio value={ParentRequestState.rejected} label={intl.formatMessage({ id: 'admin.requests.rejected' })} />
      </RadioGroup>
      {invoice && field === 'done' && (
        <SwitchField name="issueInvoice" label={intl.formatMessage({ id: 'admin.requests.issueInvoice' })} />
      )}
      {erasure && field === 'done' && (
        <Callout intent={Intent.DANGER} className={styles.hint}>
          <FormattedMessage id="admin.requests.eraseWarning" values={{ count }} />
        </Callout>
      )}
    </>
  );
}
