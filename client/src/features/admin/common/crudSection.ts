import type { TypedDocumentNode } from '@apollo/client';
import type { Operation } from '@kurzy/common';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { FormikValues } from 'formik';
import type { ComponentType, ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { FragmentType } from '../../../gql/fragment-masking';
import type { MessageId } from '../../../i18n/messages';
import type { AdminPaginationFragmentDoc } from './Pager.generated';
import type { ListExportOptions } from './useListExport';

export interface SearchVariables<TFilter> {
  filter?: TFilter | null;
  page?: number | null;
  limit?: number | null;
}

/** A page of a search, as the query returns it: each item masked to the section's fragment. */
export interface SearchPage<TItem> {
  items: readonly FragmentType<DocumentTypeDecoration<TItem, unknown>>[];
  pagination: FragmentType<typeof AdminPaginationFragmentDoc>;
}

export interface Column<TItem> {
  key: string;
  /** A message id, or the Czech text itself (a declared field's label: the back-office is Czech). */
  header: MessageId | { text: string };
  render: (item: TItem) => ReactNode;
  /** Narrow columns (flags, counts) do not wrap. */
  compact?: boolean;
  /** The field the server sorts this column by (its list declares it, sortedBy); none: no sort. */
  sortField?: string;
}

export interface FilterBarProps<TFilter> {
  filter: TFilter;
  onChange: (filter: TFilter) => void;
}

/** What one back-office section declares; CrudPage makes the screen of it. */
export interface CrudSection<TData, TFilter, TItem extends { id: number }, TValues extends FormikValues, TInput> {
  titleId: MessageId;
  /** "New news item" etc. */
  newId: MessageId;
  editId: MessageId;
  search: TypedDocumentNode<TData, SearchVariables<TFilter>>;
  /** The fragment of an item: what the list and the form read of it. */
  item: DocumentTypeDecoration<TItem, unknown>;
  pageOf: (data: TData) => SearchPage<TItem>;
  /** The filter a text in the search box stands for; sections without one have no search box. */
  textFilter?: (text: string) => TFilter;
  /** Selects above the list, for sections filtered by references (schedules). */
  FilterBar?: ComponentType<FilterBarProps<TFilter>>;
  columns: readonly Column<TItem>[];
  /** How the delete confirmation names the item. */
  itemLabel: (item: TItem) => string;
  /** The delete confirmation's title naming the kind ("Smazat galerii?"); "Smazat záznam?" without. */
  deleteTitleId?: MessageId;
  /** What else goes with the item ("Galerie obsahuje 24 fotografií…"), said in the delete
   * confirmation; nothing when the item takes nothing along. */
  deleteWarning?: (item: TItem) => ReactNode;
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, { id: number; input: TInput }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
  /** What creating, editing and deleting an item takes (common/permissions.ts): without it the
   * section is read only. */
  write: Operation;
  schema: AnyObjectSchema;
  initialValues: (item: TItem | null) => TValues;
  /** Schema-cast values -> the GraphQL input, when they differ. */
  toInput?: (values: TValues, item: TItem | null) => TInput;
  Fields: ComponentType<{ item: TItem | null }>;
  /** Extra per-row buttons (open a gallery). */
  rowActions?: (item: TItem) => ReactNode;
  /** The operation the row buttons perform (uploading a supporter's logo): without it they only open
   * something to read, and everybody gets them; with it, only those who may perform it. */
  rowActionsNeed?: Operation;
  /** After a successful save, e.g. the branch's address lookup result. */
  afterSave?: (saved: unknown) => void;
  /** A wider form dialog for sections with many fields. */
  wide?: boolean;
  /** The list's CSV/XLSX export (its columns are the list's declaration in common/). */
  export?: ListExportOptions;
}
