/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type InvoiceButtonFragment = { id: number, childFullName: string, variableSymbol: string, invoiceSent: boolean, cancelledAt: string | null } & { ' $fragmentName'?: 'InvoiceButtonFragment' };

export const InvoiceButtonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceButton"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childFullName"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceSent"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]} as unknown as DocumentNode<InvoiceButtonFragment, unknown>;