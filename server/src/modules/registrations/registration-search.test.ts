// The staff search finds what staff type (issue 23, item 8): a variable symbol written bare or as
// "VS 101543", a phone written any way against phones stored any way, part of an e-mail, names
// without diacritics and in any order; the typed % and _ stay literal. Sorting by the child goes by
// surname, then first name (item 7).
import { testConfig } from '../../test/config';
import { createTestDatabase, TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { searchTerms } from './registration.search';

let database: TestDatabase;
let app: RunningApp;
let lector: Record<string, string>;
const vs = new Map<string, string>();

const SEARCH = `query ($f: RegistrationFilter, $s: RegistrationSort) {
  searchRegistrations(filter: $f, sort: $s, limit: 100) { items { childFullName } }
}`;

async function found(text: string, sort?: { field: string; direction: string }): Promise<unknown> {
  const { body } = await app.graphql<{ searchRegistrations: { items: { childFullName: string }[] } }>(
    SEARCH,
    { f: { text }, s: sort ?? null },
    lector,
  );
  const names = body.data?.searchRegistrations.items.map((item) => item.childFullName);
  return names ? (sort ? names : names.sort()) : body.errors;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  lector = await staffHeaders(app, database, 'lector');
  // The lector's own slot: a lector searches the children they teach (registration.scope.ts).
  const [{ id: lectorId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'lector'`);
  const courseId = await insertCourse(database);
  const scheduleId = await insertSchedule(database, {
    course_id: courseId,
    branch_id: await insertBranch(database),
    lector_id: lectorId,
  });
  const rows = [
    { child_full_name: 'Eva Šebestová', phone: '777888999', email: 'sebestovi@seznam.cz' },
    { child_full_name: 'Adam Zeman', phone: '+420 606 111 222', email: 'zeman@example.com' },
    { child_full_name: 'Cyril Černý', phone: '+420606333444', parent_last_name: 'Šťastná', email: 'c@example.com' },
    { child_full_name: 'Ivan Chalupa', phone: '602 555 666', email: 'chalupa_100%@example.com' },
    { child_full_name: 'Jana Hrubá', phone: '603 777 000', email: 'hruba@example.com' },
  ];
  for (const row of rows) await insertRegistration(database, { schedule_id: scheduleId, ...row });
  const symbols = await database.dataSource.query<{ child_full_name: string; variable_symbol: string }[]>(
    'SELECT child_full_name, variable_symbol::text AS variable_symbol FROM registration',
  );
  for (const row of symbols) vs.set(row.child_full_name, row.variable_symbol);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the terms of a search', () => {
  it('reads a VS or a phone as digits and the rest as words', () => {
    expect(searchTerms('VS 101543')).toEqual(['101543']);
    expect(searchTerms('v.s.: 101543')).toEqual(['101543']);
    expect(searchTerms('+420 777 888 999')).toEqual(['777888999']);
    expect(searchTerms('00420777888999')).toEqual(['777888999']);
    expect(searchTerms('777-888-999')).toEqual(['777888999']);
    expect(searchTerms('Šebestová  Eva Eva')).toEqual(['Šebestová', 'Eva']);
    expect(searchTerms('12')).toEqual(['12']);
  });
});

describe('the staff search', () => {
  it('finds a variable symbol, bare or after "VS"', async () => {
    const eva = vs.get('Eva Šebestová') as string;
    expect(await found(eva)).toEqual(['Eva Šebestová']);
    expect(await found(`VS ${eva}`)).toEqual(['Eva Šebestová']);
    expect(await found(`vs:${eva}`)).toEqual(['Eva Šebestová']);
  });

  it('finds a phone however it is written, against phones stored any way', async () => {
    expect(await found('+420 777 888 999')).toEqual(['Eva Šebestová']);
    expect(await found('777888999')).toEqual(['Eva Šebestová']);
    expect(await found('606111222')).toEqual(['Adam Zeman']);
    expect(await found('606 333 444')).toEqual(['Cyril Černý']);
    expect(await found('+420606333444')).toEqual(['Cyril Černý']);
    expect(await found('602-555')).toEqual(['Ivan Chalupa']);
    // A few digits are part of a phone or a VS, as any text is part of a name.
    expect(await found('606')).toEqual(['Adam Zeman', 'Cyril Černý']);
  });

  it('finds part of an e-mail and names without diacritics, in any order and case', async () => {
    expect(await found('bestovi@sez')).toEqual(['Eva Šebestová']);
    expect(await found('sebestova')).toEqual(['Eva Šebestová']);
    expect(await found('SEBESTOVÁ eva')).toEqual(['Eva Šebestová']);
    expect(await found('stastna')).toEqual(['Cyril Černý']);
    expect(await found('cerny cyril')).toEqual(['Cyril Černý']);
    expect(await found('cerny eva')).toEqual([]);
  });

  it('takes % and _ as themselves', async () => {
    expect(await found('%')).toEqual(['Ivan Chalupa']);
    expect(await found('a_1')).toEqual(['Ivan Chalupa']);
    expect(await found('_')).toEqual(['Ivan Chalupa']);
    expect(await found('e%a')).toEqual([]);
  });

  it('sorts by the child by surname, then first name, in Czech order', async () => {
    expect(await found('', { field: 'childFullName', direction: 'asc' })).toEqual([
      'Cyril Černý',
      'Jana Hrubá',
      'Ivan Chalupa',
      'Eva Šebestová',
      'Adam Zeman',
    ]);
  });

  it('answers searches running at once as it answers each alone (their page and count go together then)', async () => {
    const texts = ['', 'zeman', 'a', '606', 'example', 'nikdo', '%', 'hrubá'];
    const alone = [];
    for (const text of texts) alone.push(await found(text));
    for (let round = 0; round < 3; round += 1)
      expect(await Promise.all([...texts, ...texts].map((text) => found(text)))).toEqual([...alone, ...alone]);
  });

  it('uses the folded trigram index for its words', async () => {
    const runner = database.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SET LOCAL enable_seqscan = off');
    const plan = (await runner.query(
      `EXPLAIN SELECT id FROM registration "registration" WHERE (kurzy_fold("registration"."parent_first_name" || ' ' || "registration"."parent_last_name" || ' ' || "registration"."child_full_name" || ' ' || "registration"."email" || ' ' || "registration"."variable_symbol"::text) || ' ' || regexp_replace("registration"."phone", '[^0-9]', '', 'g')) LIKE '%' || kurzy_fold('sebestova') || '%'`,
    )) as { 'QUERY PLAN': string }[];
    await runner.rollbackTransaction();
    await runner.release();
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('registration_search_folded_idx');
  });
});
