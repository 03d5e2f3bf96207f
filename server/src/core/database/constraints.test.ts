// The database itself refuses data that would break the business, whatever the code does.
import { createTestDatabase, TestDatabase } from '../../test/database';

let database: TestDatabase;
let branchId: number;
let courseId: number;
let scheduleId: number;
let customerId: number;

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

async function insertRegistration(
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; variable_symbol: string }> {
  const values: Record<string, unknown> = {
    parent_first_name: 'Jana',
    parent_last_name: 'Nováková',
    email: 'jana@example.com',
    phone: '+420 777 123 456',
    child_full_name: 'Anna Nováková',
    child_born_year: '2019-05-01',
    personal_data_consent: true,
    type: 'course',
    schedule_id: scheduleId,
    customer_id: customerId,
    ...overrides,
  };
  const columns = Object.keys(values);
  const [row] = await query(
    `INSERT INTO registration (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id, variable_symbol`,
    Object.values(values),
  );
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  [{ id: branchId }] = await query(
    `INSERT INTO branch (title, address) VALUES ('Brno', 'Palackého 1, Brno') RETURNING id`,
  );
  [{ id: courseId }] = await query(
    `INSERT INTO course (title, type, category, capacity, max_capacity, price) VALUES ('Balet', 'dancing', 'preschool', 6, 9, 2400) RETURNING id`,
  );
  [{ id: scheduleId }] = await query(
    `INSERT INTO schedule (day_of_week, "from", "to", course_id, branch_id) VALUES (1, '16:00', '16:45', $1, $2) RETURNING id`,
    [courseId, branchId],
  );
  [{ id: customerId }] = await query(
    `INSERT INTO customer (first_name, last_name, email) VALUES ('Jana', 'Nováková', 'Jana@Example.com') RETURNING id`,
  );
});
afterAll(() => database.drop());

describe('capacity', () => {
  it('refuses a negative capacity', async () => {
    await expect(
      query(
        `INSERT INTO course (title, type, category, capacity, max_capacity, price) VALUES ('X', 'sport', 'babies', -1, 5, 100)`,
      ),
    ).rejects.toThrow(/course_capacity_check/);
  });
  it('refuses a max capacity below the capacity', async () => {
    await expect(query(`UPDATE course SET max_capacity = 5 WHERE id = $1`, [courseId])).rejects.toThrow(
      /course_capacity_check/,
    );
    await expect(
      query(
        `INSERT INTO camp (title, "from", "to", price, capacity, max_capacity) VALUES ('T', '2027-07-05', '2027-07-09', 3000, 20, 10)`,
      ),
    ).rejects.toThrow(/camp_capacity_check/);
  });
  it('refuses a camp that ends before it starts', async () => {
    await expect(
      query(
        `INSERT INTO camp (title, "from", "to", price, capacity, max_capacity) VALUES ('T', '2027-07-09', '2027-07-05', 3000, 20, 25)`,
      ),
    ).rejects.toThrow(/camp_dates_check/);
  });
});

describe('registrations', () => {
  it('get unique variable symbols of at most 10 digits from a sequence', async () => {
    const first = await insertRegistration();
    const second = await insertRegistration({ child_full_name: 'Jakub Novák' });
    expect(first.variable_symbol).toMatch(/^\d{1,10}$/);
    expect(Number(second.variable_symbol)).toBeGreaterThan(Number(first.variable_symbol));
  });

  it('refuse a duplicate variable symbol', async () => {
    const first = await insertRegistration();
    await expect(insertRegistration({ variable_symbol: first.variable_symbol })).rejects.toThrow(
      /registration_variable_symbol_key/,
    );
  });

  it('refuse a variable symbol longer than 10 digits', async () => {
    await expect(insertRegistration({ variable_symbol: '12345678901' })).rejects.toThrow(
      /registration_variable_symbol_check/,
    );
  });

  it('need the personal-data consent', async () => {
    await expect(insertRegistration({ personal_data_consent: false })).rejects.toThrow(
      /registration_personal_data_consent_check/,
    );
  });

  it('point at a schedule for a course and at a camp for a camp, never both', async () => {
    await expect(insertRegistration({ type: 'camp' })).rejects.toThrow(/registration_target_check/);
    await expect(insertRegistration({ schedule_id: null })).rejects.toThrow(/registration_target_check/);
  });

  it('refuse a duplicate invoice number', async () => {
    await insertRegistration({ invoice_number: '2026000001' });
    await expect(insertRegistration({ invoice_number: '2026000001' })).rejects.toThrow(
      /registration_invoice_number_key/,
    );
  });

  it('keep their course, schedule and parent from being deleted', async () => {
    await expect(query('DELETE FROM course WHERE id = $1', [courseId])).rejects.toThrow(/foreign key/);
    await expect(query('DELETE FROM customer WHERE id = $1', [customerId])).rejects.toThrow(/foreign key/);
    await expect(query('DELETE FROM branch WHERE id = $1', [branchId])).rejects.toThrow(/foreign key/);
  });
});

describe('invoice numbers', () => {
  it('count from 1 in each year, in order', async () => {
    const next = async (year: number) => (await query('SELECT next_invoice_number($1) AS number', [year]))[0].number;
    expect(await next(2030)).toBe('2030000001');
    expect(await next(2030)).toBe('2030000002');
    expect(await next(2031)).toBe('2031000001');
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => next(2032)));
    expect(new Set(concurrent).size).toBe(20);
  });
});

describe('other integrity rules', () => {
  it('keeps usernames unique', async () => {
    await query(`INSERT INTO "user" (username, password_hash, name) VALUES ('jana', 'x', 'Jana')`);
    await expect(
      query(`INSERT INTO "user" (username, password_hash, name) VALUES ('jana', 'y', 'Jana 2')`),
    ).rejects.toThrow(/user_username_key/);
  });
  it('finds a parent by e-mail whatever the letter case, so it cannot be stored twice', async () => {
    await expect(
      query(`INSERT INTO customer (first_name, last_name, email) VALUES ('J', 'N', 'jana@example.COM')`),
    ).rejects.toThrow(/customer_email_key/);
  });
  it('accepts only ISO days of the week', async () => {
    await expect(
      query(
        `INSERT INTO schedule (day_of_week, "from", "to", course_id, branch_id) VALUES (8, '16:00', '17:00', $1, $2)`,
        [courseId, branchId],
      ),
    ).rejects.toThrow(/schedule_day_of_week_check/);
  });
});
