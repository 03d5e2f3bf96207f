import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

// Codegen masks fragment data (inlineFragmentTypes: 'mask'): a query result holds an opaque
// reference to each fragment it spreads, readable only through unmask() with that fragment's
// document. At run time the data is already there; only the type changes.

/** The masked reference to a fragment's data, as it appears inside a query result. */
export type FragmentType<TDocument extends DocumentTypeDecoration<unknown, unknown>> =
  TDocument extends DocumentTypeDecoration<infer TData, unknown>
    ? [TData] extends [{ ' $fragmentName'?: infer TName }]
      ? TName extends string
        ? { ' $fragmentRefs'?: { [key in TName]: TData } }
        : never
      : never
    : never;

type Masked<TData> = FragmentType<DocumentTypeDecoration<TData, unknown>>;

/** Reads masked fragment data (one item, or a list) as the fragment's type. */
export function unmask<TData>(fragment: DocumentTypeDecoration<TData, unknown>, data: Masked<TData>): TData;
export function unmask<TData>(
  fragment: DocumentTypeDecoration<TData, unknown>,
  data: Masked<TData> | null | undefined,
): TData | null | undefined;
export function unmask<TData>(
  fragment: DocumentTypeDecoration<TData, unknown>,
  data: readonly Masked<TData>[],
): readonly TData[];
export function unmask<TData>(
  _fragment: DocumentTypeDecoration<TData, unknown>,
  data: Masked<TData> | readonly Masked<TData>[] | null | undefined,
): TData | readonly TData[] | null | undefined {
  return data;
}
