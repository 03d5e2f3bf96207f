// Rows inserted straight with SQL, for tests that need data another module owns (branches,
// lectors, customers, registrations) without going through its API.
import { issueParentLink } from '../modules/parents/parent-link.token';
import { paymentsForMarkedPaid } from '../modules/payments/payment.marked';
import type { TestDatabase } from './database';

type Row = Record<string, unknown>;

async function insert(database: TestDatabase, table: string, values: Row): Promise<number> {
  const columns = Object.keys(values);
  const [{ id }] = await database.dataSource.query(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  return id as number;
}

export const insertBranch = (database: TestDatabase, values: Row = {}) =>
  insert(database, 'branch', { title: 'Pobočka Brno', address: 'Palackého 1, Brno', ...values });

export const insertLector = (database: TestDatabase, values: Row = {}) =>
  insert(database, 'user', {
    username: `lektor-${Math.random().toString(36).slice(2, 10)}`,
    password_hash: 'not-a-hash',
    name: 'Lektorka Eva',
    role: 'lector',
    // A lector of the site, published (new ones start hidden, issue 41 item 10).
    visible: true,
    ...values,
  });

export const insertCourse = (database: TestDatabase, values: Row = {}) =>
  insert(database, 'course', {
    title: 'Balet',
    type: 'dancing',
    category: 'preschool',
    capacity: 10,
    max_capacity: 12,
    price: 2400,
    ...values,
  });

export const insertCamp = (database: TestDatabase, values: Row = {}) =>
  insert(database, 'camp', {
    title: 'Letní tábor',
    from: '2027-07-05',
    to: '2027-07-09',
    price: 3500,
    capacity: 20,
    max_capacity: 25,
    ...values,
  });

export const insertSchedule = (database: TestDatabase, values: Row & { course_id: number; branch_id: number }) =>
  insert(database, 'schedule', { day_of_week: 1, from: '16:00', to: '16:45', ...values });

export const insertCustomer = (database: TestDatabase, values: Row = {}) =>
  insert(database, 'customer', {
    first_name: 'Jana',
    last_name: 'Nováková',
    email: `jana-${Math.random().toString(36).slice(2, 10)}@example.com`,
    ...values,
  });

/** A course registration unless `camp_id` is given; confirmed unless `replacement` or
 * `cancelled_at` say otherwise. */
/** A registration as the service would have made it: what is due from its course's or camp's price,
 * and when inserted as paid, the manual payment of it (payments/payment.marked.ts). */
export async function insertRegistration(
  database: TestDatabase,
  values: Row & ({ schedule_id: number } | { camp_id: number }),
): Promise<number> {
  const id = await insert(database, 'registration', {
    parent_first_name: 'Jana',
    parent_last_name: 'Nováková',
    email: 'jana@example.com',
    phone: '+420 777 123 456',
    child_full_name: 'Anna Nováková',
    child_born_year: '2019-05-01',
    personal_data_consent: true,
    type: 'camp_id' in values ? 'camp' : 'course',
    customer_id: values.customer_id ?? (await insertCustomer(database)),
    ...values,
  });
  await paymentsForMarkedPaid(database.dataSource.manager, [id]);
  return id;
}

/** Insert of a picture row (no file) owned by `owner`. */
export const insertPicture = (database: TestDatabase, values: Row & { owner: string; owner_id: number }) =>
  insert(database, 'picture', {
    path: `pictures/${Math.random().toString(36).slice(2, 10)}.jpg`,
    thumbnail_path: `pictures/thumb-${Math.random().toString(36).slice(2, 10)}.jpg`,
    width: 800,
    height: 600,
    ...values,
  });

/** A working personal link for the address (as an e-mail would carry it): its token. */
export const insertParentLink = (database: TestDatabase, email: string): Promise<string> =>
  issueParentLink(database.dataSource.manager, email);
