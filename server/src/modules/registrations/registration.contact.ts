import { contactDifferences, type ContactField } from '@kurzy/common';
import type { Loaders } from '../../core/loaders';
import type { Registration } from './registration.entity';

/** Where a registration's contact details differ from its customer record, for GraphQL and REST
 * alike (the customer batched per request). */
export async function contactDifferencesOf(registration: Registration, loaders: Loaders): Promise<ContactField[]> {
  const customer = await loaders.customer.load(registration.customerId);
  if (!customer) return [];
  const { firstName: parentFirstName, lastName: parentLastName, phone } = customer;
  return contactDifferences(registration, { parentFirstName, parentLastName, phone });
}
