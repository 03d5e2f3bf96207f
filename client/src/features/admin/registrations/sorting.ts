import type { RegistrationSortField } from '../../../gql/graphql';
import type { Sort } from './useRegistrationSearch';

/** A header click or Enter: ascending first, then descending, then back to the default order
 * (newest first). */
export function nextSort(current: Sort | null, field: RegistrationSortField): Sort | null {
  if (current?.field !== field) return { field, descending: false };
  return current.descending ? null : { field, descending: true };
}
