import { customerSchema, type CustomerValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { AppError } from '../../core/errors';
import { Registration } from '../registrations/registration.entity';
import { Customer } from './customer.entity';

export const CUSTOMER_EMAIL_TAKEN = 'Zákazník s tímto e-mailem už existuje.';
export const CUSTOMER_HAS_REGISTRATIONS =
  'Zákazníka nelze smazat, protože má přihlášky. Smažte nejdříve jeho přihlášky.';

/** Parents: personal data, so staff only; administrators change them. Listed by last name, then
 * first name, in Czech alphabetical order. */
export class CustomerService extends CrudService<Customer, CustomerValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Customer,
      alias: 'customer',
      schema: customerSchema,
      filters: {
        id: { kind: 'exact' },
        firstName: { kind: 'text' },
        lastName: { kind: 'text' },
        email: { kind: 'text' },
        phone: { kind: 'text' },
        text: {
          kind: 'text',
          sql: [
            '"customer"."first_name"',
            '"customer"."last_name"',
            // so that "Jana Nov" finds Jana Nováková
            `("customer"."first_name" || ' ' || "customer"."last_name")`,
            '"customer"."email"',
            '"customer"."phone"',
          ],
        },
        createdAt: { kind: 'day' },
      },
      order: [
        { sql: '"customer"."last_name" COLLATE "cs-x-icu"' },
        { sql: '"customer"."first_name" COLLATE "cs-x-icu"' },
        { sql: '"customer"."id"' },
      ],
      read: 'staff',
      write: 'admin',
      notFound: 'Zákazník nebyl nalezen.',
      uniqueConflicts: { customer_email_key: { field: 'email', message: CUSTOMER_EMAIL_TAKEN } },
    });
  }

  /** Customers by id, for the customer of each registration in a list. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<Map<number, Customer>> {
    const customers = await this.readable(actor).andWhere('"customer"."id" IN (:...ids)', { ids }).getMany();
    return new Map(customers.map((customer) => [customer.id, customer]));
  }

  /** Registrations keep their parent (the database refuses too); say so before trying. */
  override async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    if (await this.dataSource.getRepository(Registration).existsBy({ customerId: id }))
      throw new AppError('CONFLICT', CUSTOMER_HAS_REGISTRATIONS);
    return super.delete(actor, id);
  }
}
