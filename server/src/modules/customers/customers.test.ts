import { crudDocuments } from '../../test/crud-documents';
import type { TestDatabase } from '../../test/database';
import type { RunningApp } from '../../test/http';
import { expectEachRefused, useTestApp } from '../../test/app';
import { CUSTOMER_EMAIL_TAKEN, CUSTOMER_HAS_REGISTRATIONS } from './customer.service';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

useTestApp((started) => ({ database, app, admin, lector } = started));

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

/** Each test starts without customers (and their registrations). */
beforeEach(() => query('TRUNCATE customer RESTART IDENTITY CASCADE'));

async function insertCustomer(firstName: string, lastName: string, values: Record<string, unknown> = {}) {
  const row = { first_name: firstName, last_name: lastName, email: `${firstName}.${lastName}@example.com`, ...values };
  const columns = Object.keys(row);
  const [{ id }] = await query(
    `INSERT INTO customer (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return id as number;
}

const FIELDS = 'id firstName lastName email phone createdAt';
const { LIST, GET, SEARCH, CREATE, UPDATE, DELETE } = crudDocuments({
  type: 'Customer',
  plural: 'customers',
  fields: FIELDS,
  listFields: 'id firstName lastName',
  searchFields: 'id lastName',
});

type Customer = { id: number; firstName: string; lastName: string } & Record<string, unknown>;
type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const errorOf = (body: Errors) => body.errors?.[0];

async function names(filter: Record<string, unknown> | null, headers = admin): Promise<string[]> {
  const { body } = await app.graphql<{ customers: Customer[] }>(LIST, { filter }, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.customers.map((customer) => `${customer.lastName} ${customer.firstName}`);
}

describe('customers as an administrator', () => {
  it('creates, updates, reads, lists, searches and deletes a customer', async () => {
    const created = await app.graphql<{ createCustomer: Customer }>(
      CREATE,
      { input: { firstName: ' Jana ', lastName: 'Nováková', email: 'jana@example.com', phone: '' } },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const customer = created.body.data!.createCustomer;
    expect(customer).toMatchObject({ firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.com', phone: null });

    const updated = await app.graphql<{ updateCustomer: Customer }>(
      UPDATE,
      {
        id: customer.id,
        input: { firstName: 'Jana', lastName: 'Svobodová', email: 'jana@example.com', phone: '+420 777 123 456' },
      },
      admin,
    );
    expect(updated.body.data?.updateCustomer).toMatchObject({
      id: customer.id,
      lastName: 'Svobodová',
      phone: '+420777123456',
    });
    expect(
      (await app.graphql<{ customer: Customer }>(GET, { id: customer.id }, admin)).body.data?.customer,
    ).toMatchObject({ lastName: 'Svobodová' });
    expect(await names(null)).toEqual(['Svobodová Jana']);
    const search = await app.graphql<{ searchCustomers: { items: Customer[] } }>(
      SEARCH,
      { filter: { text: 'svob' } },
      admin,
    );
    expect(search.body.data?.searchCustomers.items.map((item) => item.id)).toEqual([customer.id]);

    expect((await app.graphql(DELETE, { id: customer.id }, admin)).body.data).toEqual({ deleteCustomer: true });
    for (const [document, variables] of [
      [GET, { id: customer.id }],
      [DELETE, { id: customer.id }],
      [UPDATE, { id: customer.id, input: { firstName: 'A', lastName: 'B', email: 'a@example.com' } }],
    ] as const) {
      const { body } = await app.graphql(document, variables, admin);
      expect(errorOf(body)).toMatchObject({ message: 'Zákazník nebyl nalezen.', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses invalid input with the Czech message of each field', async () => {
    const missing = await app.graphql(CREATE, { input: { firstName: '', lastName: ' ', email: '' } }, admin);
    expect(errorOf(missing.body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: {
        firstName: 'Toto pole je povinné',
        lastName: 'Toto pole je povinné',
        email: 'Toto pole je povinné',
      },
      params: { fields: ['firstName', 'lastName', 'email'] },
    });
    const invalid = await app.graphql(
      CREATE,
      { input: { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example', phone: '777 12' } },
      admin,
    );
    expect(errorOf(invalid.body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: { email: 'Prosím, vyplňte platný email', phone: 'Prosím, vyplňte platné telefonní číslo' },
      params: { fields: ['email', 'phone'] },
    });
    expect(await names(null)).toEqual([]);
  });

  it('refuses a second customer with the same e-mail in any letter case', async () => {
    await insertCustomer('Jana', 'Nováková', { email: 'jana@example.com' });
    const otherId = await insertCustomer('Petr', 'Novák', { email: 'petr@example.com' });
    const duplicate = await app.graphql(
      CREATE,
      { input: { firstName: 'Jana', lastName: 'Jiná', email: 'JANA@Example.com' } },
      admin,
    );
    expect(errorOf(duplicate.body)).toEqual({
      message: CUSTOMER_EMAIL_TAKEN,
      path: ['createCustomer'],
      extensions: {
        code: 'CONFLICT',
        domainCode: 'CUSTOMER_EMAIL_TAKEN',
        fieldErrors: { email: CUSTOMER_EMAIL_TAKEN },
      },
    });
    const taken = await app.graphql(
      UPDATE,
      { id: otherId, input: { firstName: 'Petr', lastName: 'Novák', email: 'Jana@example.com' } },
      admin,
    );
    expect(errorOf(taken.body)?.extensions?.code).toBe('CONFLICT');
    // Changing the letter case of one's own e-mail is fine.
    const own = await app.graphql<{ updateCustomer: Customer }>(
      UPDATE,
      { id: otherId, input: { firstName: 'Petr', lastName: 'Novák', email: 'Petr@Example.com' } },
      admin,
    );
    expect(own.body.data?.updateCustomer.email).toBe('Petr@Example.com');
  });

  it('cannot delete a customer who has registrations', async () => {
    const customerId = await insertCustomer('Jana', 'Nováková');
    const [{ id: branchId }] = await query(
      `INSERT INTO branch (title, address) VALUES ('Brno', 'Palackého 1') RETURNING id`,
    );
    const [{ id: courseId }] = await query(
      `INSERT INTO course (title, type, category, capacity, max_capacity, price) VALUES ('Balet', 'dancing', 'preschool', 6, 9, 2400) RETURNING id`,
    );
    const [{ id: scheduleId }] = await query(
      `INSERT INTO schedule (day_of_week, "from", "to", course_id, branch_id) VALUES (1, '16:00', '16:45', $1, $2) RETURNING id`,
      [courseId, branchId],
    );
    await query(
      `INSERT INTO registration (parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
         personal_data_consent, type, schedule_id, customer_id)
       VALUES ('Jana', 'Nováková', 'jana@example.com', '+420 777 123 456', 'Anna Nováková', '2019-05-01', true, 'course', $1, $2)`,
      [scheduleId, customerId],
    );
    const { body } = await app.graphql(DELETE, { id: customerId }, admin);
    expect(errorOf(body)).toMatchObject({ message: CUSTOMER_HAS_REGISTRATIONS, extensions: { code: 'CONFLICT' } });
    expect(await names(null)).toEqual(['Nováková Jana']);
  });
});

describe('who may do what', () => {
  it('hides customers from anonymous visitors entirely', async () => {
    const id = await insertCustomer('Jana', 'Nováková');
    for (const [document, variables] of [
      [LIST, {}],
      [GET, { id }],
      [SEARCH, {}],
    ] as const) {
      const { body } = await app.graphql(document, variables, anonymous);
      expect(errorOf(body)).toMatchObject({
        message: 'Pro tuto akci se prosím přihlaste.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(JSON.stringify(body)).not.toContain('Nováková');
    }
  });

  it('lets lectors read their own families’ customers but only administrators write them', async () => {
    const id = await insertCustomer('Jana', 'Nováková');
    expect(await names(null)).toEqual(['Nováková Jana']);
    // A lector reads only the parents of the children they teach (registration-scope.test.ts): none here.
    expect(await names(null, lector)).toEqual([]);
    const input = { firstName: 'Petr', lastName: 'Novák', email: 'petr@example.com' };
    await expectEachRefused(
      app,
      [
        [anonymous, 'UNAUTHENTICATED'],
        [lector, 'FORBIDDEN'],
      ],
      [
        [CREATE, { input }],
        [UPDATE, { id, input }],
        [DELETE, { id }],
      ],
    );
    expect(await names(null)).toEqual(['Nováková Jana']);
  });
});

describe('sorting', () => {
  it('lists customers by last name, then first name, in Czech order, then by id', async () => {
    for (const [first, last] of [
      ['Petr', 'Novák'],
      ['Eva', 'Chalupová'],
      ['Adam', 'Novák'],
      ['Jan', 'Horák'],
      ['Čeněk', 'Černá'],
      ['Cyril', 'Černá'],
      ['Tomáš', 'Cibulka'],
    ] as const)
      await insertCustomer(first, last);
    await insertCustomer('Adam', 'Novák', { email: 'adam.druhy@example.com' });
    const { body } = await app.graphql<{ customers: Customer[] }>(LIST, {}, admin);
    expect(body.data?.customers.map((customer) => `${customer.lastName} ${customer.firstName}#${customer.id}`)).toEqual(
      [
        'Cibulka Tomáš#7',
        'Černá Cyril#6',
        'Černá Čeněk#5',
        'Horák Jan#4',
        'Chalupová Eva#2',
        'Novák Adam#3',
        'Novák Adam#8',
        'Novák Petr#1',
      ],
    );
  });
});

describe('filters', () => {
  beforeEach(async () => {
    await insertCustomer('Jana', 'Nováková', { email: 'jana_n@example.com', phone: '+420 777 111 222' });
    await insertCustomer('Petr', 'Dvořák', { email: 'janaxn@example.com', phone: '603 100 200' });
    await insertCustomer('Eva', 'Procházková', { email: 'eva@skola.cz' });
  });

  it('ignores empty values: empty text, whitespace and null', async () => {
    expect(
      await names({ text: '', firstName: '  ', lastName: null, email: null, phone: '', id: null, createdAt: '' }),
    ).toHaveLength(3);
  });

  it('matches each text field case-insensitively anywhere in the value', async () => {
    expect(await names({ firstName: 'AN' })).toEqual(['Nováková Jana']);
    expect(await names({ lastName: 'ák' })).toEqual(['Dvořák Petr', 'Nováková Jana']);
    expect(await names({ email: 'SKOLA.cz' })).toEqual(['Procházková Eva']);
    expect(await names({ phone: '777 111' })).toEqual(['Nováková Jana']);
    expect(await names({ lastName: 'ák', firstName: 'petr' })).toEqual(['Dvořák Petr']);
  });

  it('searches the name, e-mail and phone at once with `text`', async () => {
    expect(await names({ text: 'jana' })).toEqual(['Dvořák Petr', 'Nováková Jana']); // e-mail janaxn@
    expect(await names({ text: 'procház' })).toEqual(['Procházková Eva']);
    expect(await names({ text: '603' })).toEqual(['Dvořák Petr']);
    expect(await names({ text: 'Jana Nov' })).toEqual(['Nováková Jana']);
    expect(await names({ text: 'nikdo' })).toEqual([]);
  });

  it('takes % and _ as literal text', async () => {
    expect(await names({ email: 'jana_n' })).toEqual(['Nováková Jana']);
    expect(await names({ text: '_' })).toEqual(['Nováková Jana']);
    expect(await names({ text: '%' })).toEqual([]);
    await insertCustomer('Sleva', '100%', { email: 'sleva@example.com' });
    expect(await names({ lastName: '100%' })).toEqual(['100% Sleva']);
    expect(await names({ text: '%' })).toEqual(['100% Sleva']);
  });

  it('compares ids exactly and the creation time by its day in Czech time', async () => {
    expect(await names({ id: 2 })).toEqual(['Dvořák Petr']);
    expect(await names({ id: 99 })).toEqual([]);
    await query(`UPDATE customer SET created_at = '2026-06-30T22:30:00Z' WHERE id = 1`); // 1 July in Prague
    await query(`UPDATE customer SET created_at = '2026-06-30T10:00:00Z' WHERE id = 2`);
    expect(await names({ createdAt: '2026-07-01' })).toEqual(['Nováková Jana']);
    expect(await names({ createdAt: '2026-06-30' })).toEqual(['Dvořák Petr']);
    const { body } = await app.graphql(LIST, { filter: { createdAt: '2026-02-30' } }, admin);
    expect(errorOf(body)?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('paging', () => {
  type Search = { searchCustomers: { items: Customer[]; pagination: Record<string, unknown> } };
  const search = async (variables: Record<string, unknown>) =>
    (await app.graphql<Search>(SEARCH, variables, admin)).body;

  it('gives an empty page for no results', async () => {
    expect((await search({})).data?.searchCustomers).toEqual({
      items: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    });
  });

  it('pages through the results up to the last page, and caps the limit at 100', async () => {
    await query(
      `INSERT INTO customer (first_name, last_name, email)
       SELECT 'Jméno', 'Příjmení ' || lpad(n::text, 3, '0'), 'zakaznik' || n || '@example.com' FROM generate_series(1, 101) AS n`,
    );
    const last = await search({ page: 11, limit: 10 });
    expect(last.data?.searchCustomers.items.map((item) => item.lastName)).toEqual(['Příjmení 101']);
    expect(last.data?.searchCustomers.pagination).toEqual({
      page: 11,
      limit: 10,
      total: 101,
      totalPages: 11,
      hasNext: false,
      hasPrev: true,
    });
    const capped = await search({ limit: 101 });
    expect(capped.data?.searchCustomers.items).toHaveLength(100);
    expect(capped.data?.searchCustomers.pagination).toMatchObject({ limit: 100, totalPages: 2, hasNext: true });
  });

  it('refuses page 0', async () => {
    expect(errorOf(await search({ page: 0 }))?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
