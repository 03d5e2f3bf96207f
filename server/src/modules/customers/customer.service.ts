import { CustomerErrorCode, customerSchema, errorMessage, type CustomerValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { Customer } from './customer.entity';
import { CustomerFilter } from './customer.inputs';
import { customerScope } from '../registrations/registration.scope';

// The catalogue's texts under the names the tests compare answers with.
export const CUSTOMER_EMAIL_TAKEN = errorMessage(CustomerErrorCode.EmailTaken);
export const CUSTOMER_HAS_REGISTRATIONS = errorMessage(CustomerErrorCode.HasRegistrations);

/** Parents: personal data, so staff only; administrators change them. Listed by last name, then
 * first name, in Czech alphabetical order. */
export class CustomerService extends CrudService<Customer, CustomerValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Customer,
      alias: 'customer',
      schema: customerSchema,
      filters: filterSpecOf(CustomerFilter),
      order: [
        { sql: '"customer"."last_name" COLLATE "cs-x-icu"' },
        { sql: '"customer"."first_name" COLLATE "cs-x-icu"' },
        { sql: '"customer"."id"' },
      ],
      read: 'customer.read',
      write: 'customer.write',
      // A lector reads the parents of the children they teach, nobody else (docs/SECURITY.md).
      scope: (actor, bind) => customerScope(actor, '"customer"', bind),
      notFound: CustomerErrorCode.NotFound,
      uniqueConflicts: { customer_email_key: { field: 'email', code: CustomerErrorCode.EmailTaken } },
      // Registrations keep their parent (the database refuses too); say so in words of its own.
      keptWhile: {
        exists: 'SELECT 1 FROM registration WHERE customer_id = $1',
        code: CustomerErrorCode.HasRegistrations,
      },
    });
  }

  /** Customers by id, for the customer of each registration in a list. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<Map<number, Customer>> {
    const customers = await this.readable(actor).andWhere('"customer"."id" IN (:...ids)', { ids }).getMany();
    return new Map(customers.map((customer) => [customer.id, customer]));
  }
}
