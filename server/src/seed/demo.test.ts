// The demo data set seeded into a fresh database reads as proper Czech: children carry their parent's
// family name in their own gender's form (a boy of "Michaela Svobodová" is "Svoboda").
import { createFileStorage } from '../modules/uploads/upload.file-storage';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { testConfig } from '../test/config';
import { seedDemoData } from './demo';
import { BOY_NAMES, FAMILIES, GIRL_NAMES } from './demo-data';

let database: TestDatabase;
let children: { child: string; parent: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = await testConfig();
  await database.dataSource.transaction((manager) =>
    seedDemoData(manager, { files: createFileStorage(config), iban: config.operator.iban }),
  );
  children = await database.dataSource.query(
    'SELECT child_full_name AS child, parent_last_name AS parent FROM registration ORDER BY id',
  );
});
afterAll(async () => {
  await database?.drop();
});

const familyOf = (surname: string) => FAMILIES.find((pair) => pair.includes(surname));

function split(fullName: string): [first: string, last: string] {
  const [first = '', ...rest] = fullName.split(' ');
  return [first, rest.join(' ')];
}

test('no boy has a feminine surname', () => {
  const boys = children.filter(({ child }) => BOY_NAMES.includes(split(child)[0]));
  expect(boys.length).toBeGreaterThan(10);
  expect(boys.filter(({ child }) => /ová$|á$/.test(split(child)[1])).map(({ child }) => child)).toEqual([]);
});

test("every child has the parent's family name in the child's gender", () => {
  const wrong = children.filter(({ child, parent }) => {
    const [first, last] = split(child);
    const [masculine, feminine] = familyOf(parent) ?? [];
    const girl = GIRL_NAMES.includes(first);
    if (!girl && !BOY_NAMES.includes(first)) return true;
    return last !== (girl ? feminine : masculine);
  });
  expect(wrong.map(({ child, parent }) => `${child} (${parent})`)).toEqual([]);
});
