// One screen of a back-office section: a searchable, paged list, a create/edit dialog (formik with the
// section's common/ yup schema) and delete with the persistent confirmation.
import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, H1, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { EditIcon, PlusIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { type FragmentType, unmask } from './fragments';
import { AdminPaginationFragmentDoc } from './Pagination.generated';
import type { MessageId } from '../../../i18n/messages';
import { EmptyList } from '../../../ui/EmptyList';
import { PageTitle } from '../../../ui/PageTitle';
import styles from './admin.module.css';
import { ConfirmDialog } from './ConfirmDialog';
import { errorReason, fieldErrors } from './errors';
import { castWith, validateWith } from './forms';
import { type PageInfo, Pager } from './Pager';
import { useStaff } from './staff';
import { toast } from './toasts';
import { useDebounced } from './useDebounced';

/** A search result's items and pagination, read through their fragments (the client preset masks
 * fragment fields until a component asks for them). */
export function unmaskPage<TItem>(
  itemFragment: DocumentTypeDecoration<TItem, unknown>,
  page: {
    items: readonly FragmentType<DocumentTypeDecoration<TItem, unknown>>[];
    pagination: FragmentType<typeof AdminPaginationFragmentDoc>;
  },
): { items: TItem[]; pagination: PageInfo } {
  return {
    items: [...unmask(itemFragment, page.items)],
    pagination: unmask(AdminPaginationFragmentDoc, page.pagination),
  };
}

export interface SearchVariables<TFilter> {
  filter?: TFilter | null;
  page?: number | null;
  limit?: number | null;
}

export interface Column<TItem> {
  key: string;
  header: MessageId;
  render: (item: TItem) => ReactNode;
  /** Narrow columns (flags, counts) do not wrap. */
  compact?: boolean;
}

export interface FilterBarProps<TFilter> {
  filter: TFilter;
  onChange: (filter: TFilter) => void;
}

export interface CrudSection<TData, TFilter, TItem extends { id: number }, TValues extends FormikValues, TInput> {
  titleId: MessageId;
  /** "New news item" etc. */
  newId: MessageId;
  editId: MessageId;
  search: TypedDocumentNode<TData, SearchVariables<TFilter>>;
  pageOf: (data: TData) => { items: TItem[]; pagination: PageInfo };
  /** The filter a text in the search box stands for; sections without one have no search box. */
  textFilter?: (text: string) => TFilter;
  /** Selects above the list, for sections filtered by references (schedules). */
  FilterBar?: ComponentType<FilterBarProps<TFilter>>;
  columns: readonly Column<TItem>[];
  /** How the delete confirmation names the item. */
  itemLabel: (item: TItem) => string;
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, { id: number; input: TInput }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
  schema: AnyObjectSchema;
  initialValues: (item: TItem | null) => TValues;
  /** Schema-cast values -> the GraphQL input, when they differ. */
  toInput?: (values: TValues, item: TItem | null) => TInput;
  Fields: ComponentType<{ item: TItem | null }>;
  /** Administrators write everything; lectors only what the server lets them (news, galleries, videos). */
  lectorsWrite?: boolean;
  /** Extra per-row buttons (open a gallery). */
  rowActions?: (item: TItem) => ReactNode;
  /** After a successful save, e.g. the branch's address lookup result. */
  afterSave?: (saved: unknown) => void;
  /** A wider form dialog for sections with many fields. */
  wide?: boolean;
}

type Editing<TItem> = { item: TItem | null } | null;

export function CrudPage<TData, TFilter, TItem extends { id: number }, TValues extends FormikValues, TInput>({
  section,
}: {
  section: CrudSection<TData, TFilter, TItem, TValues, TInput>;
}) {
  const intl = useIntl();
  const { isAdmin } = useStaff();
  const canWrite = isAdmin || section.lectorsWrite === true;
  const [text, setText] = useState('');
  const [extraFilter, setExtraFilter] = useState<TFilter>({} as TFilter);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [editing, setEditing] = useState<Editing<TItem>>(null);
  const [deleting, setDeleting] = useState<TItem | null>(null);
  const searchText = useDebounced(text.trim());

  const filter = { ...extraFilter, ...(searchText && section.textFilter ? section.textFilter(searchText) : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(section.search, {
    variables: { filter, page, limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (error) toast.error(intl.formatMessage({ id: 'admin.loadError' }), errorReason(error));
  }, [error, intl]);

  const shown = data ?? (loading ? previousData : undefined);
  const result = shown && !error ? section.pageOf(shown) : undefined;
  const rows = result?.items ?? [];
  const title = intl.formatMessage({ id: section.titleId });

  const [removeItem, removal] = useMutation(section.remove);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeItem({ variables: { id: deleting.id } });
      toast.deleted(intl.formatMessage({ id: 'admin.deleted' }));
      setDeleting(null);
      // The last row of a page: go back one page rather than show an empty one.
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else void refetch();
    } catch (failure) {
      toast.deleteFailed(intl.formatMessage({ id: 'admin.common.deleteError' }), errorReason(failure));
      setDeleting(null);
    }
  };

  const changeFilter = (next: TFilter) => {
    setExtraFilter(next);
    setPage(1);
  };

  return (
    <>
      <PageTitle page={title} />
      <div className={styles.pageHead}>
        <H1 className={styles.pageTitle}>{title}</H1>
        {canWrite && (
          <Button
            intent={Intent.PRIMARY}
            icon={<PlusIcon />}
            text={<FormattedMessage id={section.newId} />}
            onClick={() => setEditing({ item: null })}
          />
        )}
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
              setPage(1);
            }}
            className={styles.search}
          />
        )}
        {section.FilterBar && <section.FilterBar filter={extraFilter} onChange={changeFilter} />}
      </div>
      {rows.length === 0 ? (
        <EmptyList loading={loading && !error} />
      ) : (
        <div className={styles.tableWrap}>
          <HTMLTable compact striped interactive className={styles.table} aria-busy={loading}>
            <thead>
              <tr>
                {section.columns.map((column) => (
                  <th key={column.key} className={column.compact ? styles.compact : undefined}>
                    <FormattedMessage id={column.header} />
                  </th>
                ))}
                <th className={styles.actionsHead}>
                  <span className={styles.visuallyHidden}>
                    <FormattedMessage id="admin.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id} onDoubleClick={canWrite ? () => setEditing({ item }) : undefined}>
                  {section.columns.map((column) => (
                    <td key={column.key} className={column.compact ? styles.compact : undefined}>
                      {column.render(item)}
                    </td>
                  ))}
                  <td className={styles.actions}>
                    {section.rowActions?.(item)}
                    {canWrite && (
                      <>
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<EditIcon />}
                          aria-label={intl.formatMessage({ id: 'admin.edit' }, { name: section.itemLabel(item) })}
                          title={intl.formatMessage({ id: 'admin.action.edit' })}
                          onClick={() => setEditing({ item })}
                        />
                        <Button
                          variant="minimal"
                          size="small"
                          intent={Intent.DANGER}
                          icon={<TrashIcon />}
                          aria-label={intl.formatMessage({ id: 'admin.delete' }, { name: section.itemLabel(item) })}
                          title={intl.formatMessage({ id: 'admin.action.delete' })}
                          onClick={() => setDeleting(item)}
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <Pager
        info={result?.pagination}
        page={page}
        limit={limit}
        onPage={setPage}
        onLimit={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />
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
        title={intl.formatMessage({ id: 'admin.confirmDelete.title' })}
        message={
          <FormattedMessage
            id="admin.confirmDelete.message"
            values={{ name: deleting ? section.itemLabel(deleting) : '' }}
          />
        }
        confirmText={<FormattedMessage id="admin.action.delete" />}
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function EditDialog<TData, TFilter, TItem extends { id: number }, TValues extends FormikValues, TInput>({
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
  const [createItem] = useMutation(section.create);
  const [updateItem] = useMutation(section.update);
  const [initialValues] = useState(() => section.initialValues(item));

  const submit = async (values: TValues, helpers: FormikHelpers<TValues>) => {
    const cast = castWith<TValues>(section.schema, values);
    const input = section.toInput ? section.toInput(cast, item) : (cast as unknown as TInput);
    try {
      const saved = item
        ? await updateItem({ variables: { id: item.id, input } })
        : await createItem({ variables: { input } });
      toast.success(intl.formatMessage({ id: 'admin.saved' }));
      section.afterSave?.(saved.data);
      onSaved();
    } catch (failure) {
      // The dialog stays open with everything typed; the refusal shows beside its fields.
      helpers.setErrors(fieldErrors(failure) as never);
      toast.error(intl.formatMessage({ id: 'admin.saveError' }), errorReason(failure));
    }
  };

  const title = intl.formatMessage({ id: item ? section.editId : section.newId });
  return (
    <Formik initialValues={initialValues} validate={validateWith(section.schema)} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Dialog
          isOpen
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          // A stray click beside the dialog must not throw away what was typed.
          canOutsideClickClose={!dirty}
          className={section.wide ? styles.wideDialog : styles.dialog}
        >
          <Form noValidate aria-label={title}>
            <DialogBody className={styles.formBody}>
              <section.Fields item={item} />
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button
                    onClick={onClose}
                    disabled={isSubmitting}
                    text={<FormattedMessage id="admin.action.cancel" />}
                  />
                  <Button
                    type="submit"
                    intent={Intent.PRIMARY}
                    loading={isSubmitting}
                    text={<FormattedMessage id="admin.action.save" />}
                  />
                </>
              }
            />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
