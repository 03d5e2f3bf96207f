/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ParentConsentsFragment = { id: number, consents: Array<{ kind: Types.LegalTextKind, version: number, givenAt: string, withdrawnAt: string | null }> } & { ' $fragmentName'?: 'ParentConsentsFragment' };

export type WithdrawPhotoConsentMutationVariables = Exact<{
  token: string;
  registrationId: number;
}>;


export type WithdrawPhotoConsentMutation = { withdrawPhotoConsent: { kind: Types.LegalTextKind, version: number, givenAt: string, withdrawnAt: string | null } | null };

export const ParentConsentsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParentConsents"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParentRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"givenAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}}]}}]}}]} as unknown as DocumentNode<ParentConsentsFragment, unknown>;
export const WithdrawPhotoConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawPhotoConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawPhotoConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"givenAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}}]}}]}}]} as unknown as DocumentNode<WithdrawPhotoConsentMutation, WithdrawPhotoConsentMutationVariables>;