// One screen of a back-office section (crudSection.ts declares one): a searchable, paged list, a
// create/edit dialog (formik with the section's common/ yup schema) and delete with the persistent
// confirmation.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, H1, InputGroup, Intent } from '@blueprintjs/core';
import { PlusIcon, SearchIcon } from '@blueprintjs/icons';
import type { FormikValues } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import { EmptyList } from '../../../ui/EmptyList';
import { PageTitle } from '../../../ui/PageTitle';
import styles from './admin.module.css';
import { ConfirmDialog } from './ConfirmDialog';
import type { CrudSection } from './crudSection';
import { CrudTable, type GridSort } from './CrudTable';
import { ExportControls } from './ExportControls';
import { errorReason } from './errors';
import { FormDialog } from './FormDialog';
import { castWith } from './forms';
import { Pager } from './Pager';
import { useStaff } from './staff';
import { toast } from './toasts';
import { useDebounced } from './useDebounced';
import { useListExport } from './useListExport';
import { useListQuery } from './useListQuery';
import { usePaging } from '../../../ui/list/usePaging';

type Editing<TItem> = { item: TItem | null } | null;

/** A section without an export never runs this one. */
const NO_EXPORT = { path: '', file: '' };

/** An item staff edit: a change sends back the version it was made from, so that a change someone
 * else saved meanwhile is not overwritten (the server refuses it with RECORD_CHANGED_MEANWHILE). */
type VersionedItem = { id: number; version: number };

export function CrudPage<TData, TFilter, TItem extends VersionedItem, TValues extends FormikValues, TInput>({
  section,
}: {
  section: CrudSection<TData, TFilter, TItem, TValues, TInput>;
}) {
  const intl = useIntl();
  const { may } = useStaff();
  const canWrite = may(section.write);
  const rowActions = !section.rowActionsNeed || may(section.rowActionsNeed) ? section.rowActions : undefined;
  const [text, setText] = useState('');
  const [sort, setSort] = useState<GridSort | null>(null);
  const [extraFilter, setExtraFilter] = useState<TFilter>({} as TFilter);
  const paging = usePaging();
  const [editing, setEditing] = useState<Editing<TItem>>(null);
  const [deleting, setDeleting] = useState<TItem | null>(null);
  const searchText = useDebounced(text.trim());

  const filter = { ...extraFilter, ...(searchText && section.textFilter ? section.textFilter(searchText) : {}) };
  // Only a section whose columns sort asks for an order (its query declares $sort).
  const order: object = sort ? { sort: { field: sort.field, direction: sort.descending ? 'desc' : 'asc' } } : {};
  const { data, loading, error, refetch } = useListQuery(
    section.search,
    { filter, page: paging.page, limit: paging.limit, ...order },
    'admin.loadError',
  );
  const result = data ? section.pageOf(data) : undefined;
  const exporter = useListExport(section.export ?? NO_EXPORT, {
    variables: { filter, ...order },
    pagination: result?.pagination,
  });
  const rows = getFragmentData(section.item, result?.items ?? []);
  const title = intl.formatMessage({ id: section.titleId });

  const [removeItem, removal] = useMutation(section.remove);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeItem({ variables: { id: deleting.id } });
      toast.deleted(intl.formatMessage({ id: 'admin.deleted' }));
      setDeleting(null);
      // The last row of a page: go back one page rather than show an empty one.
      if (rows.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
      else void refetch();
    } catch (failure) {
      toast.deleteFailed(intl.formatMessage({ id: 'admin.common.deleteError' }), errorReason(failure));
      setDeleting(null);
    }
  };

  return (
    <>
      <PageTitle page={title} />
      <div className={styles.pageHead}>
        <H1 className={styles.pageTitle}>{title}</H1>
        <div className={styles.headActions}>
          {section.export && <ExportControls exporter={exporter} disabled={rows.length === 0} />}
          {canWrite && (
            <Button
              intent={Intent.PRIMARY}
              icon={<PlusIcon />}
              text={<FormattedMessage id={section.newId} />}
              onClick={() => setEditing({ item: null })}
            />
          )}
        </div>
      </div>
      <div className={styles.toolbar}>
        {section.textFilter && (
          <InputGroup
            type="search"
            leftIcon={<SearchIcon />}
            placeholder={intl.formatMessage({ id: 'admin.search' })}
            aria-label={intl.formatMessage({ id: 'admin.search' })}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              paging.setPage(1);
            }}
            className={styles.search}
          />
        )}
        {section.FilterBar && (
          <section.FilterBar
            filter={extraFilter}
            onChange={(next) => {
              setExtraFilter(next);
              paging.setPage(1);
            }}
          />
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyList loading={loading && !error} />
      ) : (
        <CrudTable
          rows={rows}
          columns={section.columns}
          loading={loading}
          label={title}
          itemLabel={section.itemLabel}
          rowActions={rowActions}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            paging.setPage(1);
          }}
          onEdit={canWrite ? (item) => setEditing({ item }) : undefined}
          onDelete={canWrite ? setDeleting : undefined}
        />
      )}
      <Pager pagination={result?.pagination} paging={paging} />
      {editing && (
        <EditDialog
          section={section}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: section.deleteTitleId ?? 'admin.confirmDelete.title' })}
        message={
          <>
            <p>
              <FormattedMessage
                id="admin.confirmDelete.message"
                values={{ name: deleting ? section.itemLabel(deleting) : '' }}
              />
            </p>
            {deleting && section.deleteWarning?.(deleting)}
          </>
        }
        confirmText={<FormattedMessage id="admin.action.delete" />}
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function EditDialog<TData, TFilter, TItem extends VersionedItem, TValues extends FormikValues, TInput>({
  section,
  item,
  onClose,
  onSaved,
}: {
  section: CrudSection<TData, TFilter, TItem, TValues, TInput>;
  item: TItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [createItem] = useMutation(section.create);
  const [updateItem] = useMutation(section.update);
  // The item as last loaded: reloading it after a refused save brings its current version.
  const [current, setCurrent] = useState(item);

  const save = async (values: TValues) => {
    const cast = castWith<TValues>(section.schema, values);
    const input = section.toInput ? section.toInput(cast, current) : (cast as unknown as TInput);
    const saved = current
      ? await updateItem({ variables: { id: current.id, input: { ...input, version: current.version } } })
      : await createItem({ variables: { input } });
    return saved.data;
  };

  const reload = async (): Promise<TValues | null> => {
    if (!current) return null;
    const { data } = await client.query({
      query: section.search,
      variables: { filter: { id: current.id } as TFilter, page: 1, limit: 1 },
      fetchPolicy: 'network-only',
    });
    const [fresh] = data ? getFragmentData(section.item, section.pageOf(data).items) : [];
    if (!fresh) return null;
    setCurrent(fresh);
    return section.initialValues(fresh);
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: item ? section.editId : section.newId })}
      initialValues={() => section.initialValues(item)}
      schema={section.schema}
      save={save}
      onClose={onClose}
      onSaved={(saved) => {
        section.afterSave?.(saved);
        onSaved();
      }}
      reload={current ? reload : undefined}
      wide={section.wide}
    >
      <section.Fields item={current} />
    </FormDialog>
  );
}
