import { createTestDatabase, type TestDatabase } from '../test/database';
import { insertBranch, insertCourse, insertCustomer, insertRegistration, insertSchedule } from '../test/fixtures';
import { PhonesE1641795942561836 } from './1795942561836-PhonesE164';

// Issue 41, item 2: phones typed before they were normalised become E.164; what is not a phone stays.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.drop());

it('rewrites every stored phone the validation accepts to E.164 and leaves the rest as typed', async () => {
  const branchId = await insertBranch(database, { phone: '541 123 456' });
  const scheduleId = await insertSchedule(database, { course_id: await insertCourse(database), branch_id: branchId });
  const typed = ['777123456', '+420 777 123 456', '420 608 000 111', '+1 777 123 456', '777 12 34 56'];
  const ids: number[] = [];
  for (const phone of typed) {
    ids.push(await insertRegistration(database, { schedule_id: scheduleId, phone }));
  }
  const customerId = await insertCustomer(database, { email: 'pavla@example.com', phone: '602 555 666' });

  const runner = database.dataSource.createQueryRunner();
  try {
    await new PhonesE1641795942561836().up(runner);
  } finally {
    await runner.release();
  }

  const rows: { phone: string }[] = await database.dataSource.query(
    'SELECT phone FROM registration WHERE id = ANY($1) ORDER BY id',
    [ids],
  );
  expect(rows.map((row) => row.phone)).toEqual([
    '+420777123456',
    '+420777123456',
    '+420608000111',
    '+1777123456',
    '777 12 34 56',
  ]);
  const [customer] = await database.dataSource.query('SELECT phone FROM customer WHERE id = $1', [customerId]);
  expect(customer.phone).toBe('+420602555666');
  const [branch] = await database.dataSource.query('SELECT phone FROM branch WHERE id = $1', [branchId]);
  expect(branch.phone).toBe('+420541123456');
});
