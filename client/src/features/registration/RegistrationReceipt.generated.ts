/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RegistrationReceiptFragment = { id: number, title: string, childFullName: string, replacement: boolean, price: number, variableSymbol: string, type: Types.RegistrationType } & { ' $fragmentName'?: 'RegistrationReceiptFragment' };

export const RegistrationReceiptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationReceipt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"childFullName"}},{"kind":"Field","name":{"kind":"Name","value":"replacement"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RegistrationReceiptFragment, unknown>;