/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { InvoiceButtonFragment } from './InvoiceButton.generated';
import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RegistrationRowActionsFragment = (
  { id: number, childFullName: string, variableSymbol: string, paymentState: Types.PaymentState | null, cancelledAt: string | null }
  & { ' $fragmentRefs'?: { 'InvoiceButtonFragment': InvoiceButtonFragment } }
) & { ' $fragmentName'?: 'RegistrationRowActionsFragment' };

export const RegistrationRowActionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRowActions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childFullName"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceButton"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceButton"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childFullName"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceSent"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]} as unknown as DocumentNode<RegistrationRowActionsFragment, unknown>;