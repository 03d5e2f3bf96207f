// "Select all N matching" in the staff grid, over real HTTP: the registrations a filter matches on
// every page (GraphQL `matchingRegistrations`, REST `GET /registrations/matching`), bulk actions that
// take a selection larger than a page, and the export of a selection (`POST /registrations/export`).
import { errorMessage, REGISTRATION_SELECTION_MAX, RegistrationErrorCode } from '@kurzy/common';
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCamp, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let campId: number;
let scheduleId: number;
/** The camp's registrations, by id: more than the grid's largest page. */
let campIds: number[];

const CAMP_CHILDREN = 1200;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator');
  const branchId = await insertBranch(database, {});
  campId = await insertCamp(database, { branch_id: branchId, capacity: 5000, max_capacity: 5000 });
  scheduleId = await insertSchedule(database, { course_id: await insertCourse(database, {}), branch_id: branchId });
  const first = await insertRegistration(database, { camp_id: campId, child_full_name: 'Šimon Šebesta' });
  await insertRegistration(database, { camp_id: campId, child_full_name: 'Zrušená', cancelled_at: new Date() });
  // The rest copied by SQL: a form each would take minutes.
  await database.dataSource.query(
    `INSERT INTO registration (camp_id, type, parent_first_name, parent_last_name, email, phone, child_full_name,
                               child_born_year, personal_data_consent, customer_id, due_haler)
     SELECT camp_id, type, parent_first_name, parent_last_name, 'rodic' || n || '@example.com', phone,
            'Dítě ' || n, child_born_year, personal_data_consent, customer_id, due_haler
       FROM registration, generate_series(3, $2) AS n WHERE id = $1`,
    [first, CAMP_CHILDREN],
  );
  await insertRegistration(database, { schedule_id: scheduleId, child_full_name: 'Jiný kroužek' });
  campIds = (
    await database.dataSource.query<{ id: number }[]>('SELECT id FROM registration WHERE camp_id = $1 ORDER BY id', [
      campId,
    ])
  ).map(({ id }) => id);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Mark {
  id: number;
  childFullName: string;
  variableSymbol: string;
  email: string;
  paymentState: string;
  cancelled: boolean;
}
type Matching = { matchingRegistrations: Mark[] };

const MATCHING = `query ($filter: RegistrationFilter) {
  matchingRegistrations(filter: $filter) { id childFullName variableSymbol email paymentState cancelled }
}`;

describe('the registrations a filter matches', () => {
  it('are every one on every page, at both doors, with what a bulk action needs', async () => {
    const { body } = await app.graphql<Matching>(MATCHING, { filter: { campId } }, admin);
    const marks = body.data!.matchingRegistrations;
    expect(marks.map((mark) => mark.id)).toEqual(campIds);
    expect(marks[0]).toMatchObject({ childFullName: 'Šimon Šebesta', paymentState: 'unpaid', cancelled: false });
    expect(marks[1]).toMatchObject({ childFullName: 'Zrušená', cancelled: true });
    expect(marks[1]?.variableSymbol).toMatch(/^\d+$/);

    const response = await fetch(`${app.url}/api/registrations/matching?campId=${campId}&text=sebesta`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { registrations: Mark[] }).registrations.map((mark) => mark.id)).toEqual([
      campIds[0],
    ]);
  });

  it('are refused beyond the most one action takes, naming how many the filter found', async () => {
    const { body } = await app.graphql<Matching>(MATCHING, { filter: {} }, admin);
    // 1,202 here: within the limit. The limit itself is walked in error-catalogue.test.ts.
    expect(body.data!.matchingRegistrations).toHaveLength(CAMP_CHILDREN + 1);
    expect(
      errorMessage(RegistrationErrorCode.SelectionTooLarge, { found: 6543, max: REGISTRATION_SELECTION_MAX }),
    ).toBe(
      // Thousands apart by a no-break space, as Czech writes them.
      'Filtru odpovídá 6\u00a0543 přihlášek, najednou jich lze vybrat nejvýše 5\u00a0000. Zužte prosím filtr.',
    );
  });

  it('are staff data: a stranger gets nothing', async () => {
    const { body } = await app.graphql<Matching>(MATCHING, { filter: { campId } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const response = await fetch(`${app.url}/api/registrations/matching?campId=${campId}`);
    expect(response.status).toBe(401);
  });
});

describe('a bulk action on a selection larger than a page', () => {
  const active = () => campIds.filter((_, index) => index !== 1);

  it('pays and unpays every selected registration in one call', async () => {
    const { body } = await app.graphql(
      'mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }',
      { ids: active() },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.payRegistrations).toBe(CAMP_CHILDREN - 1);
    const [{ paid }] = await database.dataSource.query(
      `SELECT count(*)::int AS paid FROM registration WHERE camp_id = $1 AND payment_state = 'paid'`,
      [campId],
    );
    expect(paid).toBe(CAMP_CHILDREN - 1);

    const response = await fetch(`${app.url}/api/registrations/batch/unpayed`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: active() }),
    });
    expect(await response.json()).toEqual({ count: CAMP_CHILDREN - 1 });
    const [{ unpaid }] = await database.dataSource.query(
      `SELECT count(*)::int AS unpaid FROM registration WHERE camp_id = $1 AND payment_state = 'unpaid'`,
      [campId],
    );
    expect(unpaid).toBe(CAMP_CHILDREN);
  });

  it('refuses more than the most one action takes, changing nothing', async () => {
    const ids = Array.from({ length: REGISTRATION_SELECTION_MAX + 1 }, (_, index) => index + 1);
    const { body } = await app.graphql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids }, admin);
    expect(body.errors?.[0]?.extensions?.domainCode).toBe(RegistrationErrorCode.BatchSize);
    expect(body.errors?.[0]?.message).toBe('Vyberte 1 až 5000 přihlášek.');
    const [{ paid }] = await database.dataSource.query(
      `SELECT count(*)::int AS paid FROM registration WHERE payment_state = 'paid'`,
    );
    expect(paid).toBe(0);
  });
});

describe('the export of a selection', () => {
  const exportSelection = (body: unknown) =>
    fetch(`${app.url}/api/registrations/export`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('holds exactly the selected registrations, from any pages, in the order asked', async () => {
    const ids = [campIds[0], campIds[700], campIds[1100]];
    const response = await exportSelection({ ids, sort: 'childFullName', direction: 'desc' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    const children = lines.slice(1).map((line) => line.split(';')[2]);
    // The copies are named from 3 on (1 and 2 are made by hand): the 701st is "Dítě 701".
    expect(children).toEqual(['"Šimon Šebesta"', '"Dítě 701"', '"Dítě 1101"']);
  });

  it('refuses an empty or too large selection and a wrong format before any file starts', async () => {
    for (const body of [
      { ids: [] },
      { ids: Array.from({ length: REGISTRATION_SELECTION_MAX + 1 }, (_, i) => i + 1) },
    ]) {
      const response = await exportSelection(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe(RegistrationErrorCode.BatchSize);
    }
    const response = await exportSelection({ ids: [campIds[0]], format: 'pdf' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(RegistrationErrorCode.ExportFormat);
  });
});
