import { createTestDatabase, TestDatabase } from '../../test/database';
import { testConfig } from '../../test/config';
import { RunningApp, staffHeaders, startTestApp } from '../../test/http';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;

const FIELDS = 'id username name role description email emailPublic phone active visible';
const CREATE = `mutation ($input: UserInput!) { createUser(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { ${FIELDS} } }`;

const lectorInput = (overrides: Record<string, unknown> = {}) => ({
  username: 'lucie.cerna',
  name: 'Lucie Černá',
  role: 'lector',
  description: 'Výtvarnice',
  email: 'lucie@example.com',
  emailPublic: false,
  phone: '+420 777 111 222',
  password: 'tajne-heslo-1',
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  admin = await staffHeaders(app, database, 'administrator', 'hlavni-admin');
  lector = await staffHeaders(app, database, 'lector');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('users (lectors)', () => {
  let id: number;

  it('an administrator creates a lector, who can then log in; no password ever comes back', async () => {
    const { body } = await app.graphql<{ createUser: { id: number } }>(CREATE, { input: lectorInput() }, admin);
    expect(body.errors).toBeUndefined();
    expect(body.data?.createUser).toMatchObject({
      username: 'lucie.cerna',
      role: 'lector',
      active: true,
      visible: true,
    });
    id = body.data!.createUser.id;
    expect(JSON.stringify(body)).not.toContain('tajne-heslo');
    const login = await app.graphql(
      'mutation { login(username: "lucie.cerna", password: "tajne-heslo-1") { username } }',
    );
    expect(login.body.data).toEqual({ login: { username: 'lucie.cerna' } });
  });

  it('needs a password for a new user and names bad fields in Czech', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: lectorInput({ username: 'novy', password: null, email: 'spatny-email', phone: '123' }) },
      admin,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: 'Prosim, vyplňte platný email',
      phone: 'Prosim, vyplňte platné telefonní číslo',
    });
    const noPassword = await app.graphql(CREATE, { input: lectorInput({ username: 'novy', password: null }) }, admin);
    expect(noPassword.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      password: 'Zadejte heslo nového uživatele',
    });
    const empty = await app.graphql(CREATE, { input: lectorInput({ username: 'novy2', name: '  ' }) }, admin);
    expect(empty.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ name: 'Toto pole je povinné' });
  });

  it('refuses a duplicate username with a Czech conflict', async () => {
    const { body } = await app.graphql(CREATE, { input: lectorInput() }, admin);
    expect(body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('resets a password on update and keeps it when none is given', async () => {
    await app.graphql(UPDATE, { id, input: lectorInput({ password: 'nove-heslo-22' }) }, admin);
    expect(
      (await app.graphql('mutation { login(username: "lucie.cerna", password: "nove-heslo-22") { username } }')).body
        .data,
    ).toBeTruthy();
    await app.graphql(UPDATE, { id, input: lectorInput({ password: '', name: 'Lucie Černá Nová' }) }, admin);
    expect(
      (await app.graphql('mutation { login(username: "lucie.cerna", password: "nove-heslo-22") { username } }')).body
        .data?.login,
    ).toBeTruthy();
  });

  it('shows the public only visible, active lectors, without login name or phone, and the e-mail only when public', async () => {
    await app.graphql(
      CREATE,
      { input: lectorInput({ username: 'skryty', name: 'Skrytý Lektor', visible: false }) },
      admin,
    );
    await app.graphql(
      CREATE,
      {
        input: lectorInput({ username: 'verejny', name: 'Adam Veřejný', emailPublic: true, email: 'adam@example.com' }),
      },
      admin,
    );
    const { body } = await app.graphql<{ users: Record<string, unknown>[] }>(`{ users { ${FIELDS} } }`);
    const names = body.data!.users.map((user) => user.name);
    expect(names).toContain('Lucie Černá Nová');
    expect(names).not.toContain('Skrytý Lektor');
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b), 'cs')));
    for (const user of body.data!.users) {
      expect(user.username).toBeNull();
      expect(user.phone).toBeNull();
      expect(user.email).toBe(user.name === 'Adam Veřejný' ? 'adam@example.com' : null);
    }
    const staffView = await app.graphql<{ users: { username: string }[] }>(`{ users { username } }`, {}, lector);
    expect(staffView.body.data!.users.map((user) => user.username)).toContain('skryty');
  });

  it('lets only administrators manage users; a lector cannot raise its own role', async () => {
    const [{ id: lectorId }] = await database.dataSource.query(
      `SELECT id FROM "user" WHERE role = 'lector' AND username LIKE 'lector-%' LIMIT 1`,
    );
    const { body } = await app.graphql(
      UPDATE,
      { id: lectorId, input: lectorInput({ username: 'povyseny', role: 'administrator' }) },
      lector,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [{ role }] = await database.dataSource.query(`SELECT role FROM "user" WHERE id = $1`, [lectorId]);
    expect(role).toBe('lector');
  });

  it('keeps at least one active administrator and does not delete the caller', async () => {
    const [{ id: adminId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE username = 'hlavni-admin'`);
    const demote = await app.graphql(
      UPDATE,
      { id: adminId, input: lectorInput({ username: 'hlavni-admin', role: 'lector' }) },
      admin,
    );
    expect(demote.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const self = await app.graphql(`mutation ($id: Int!) { deleteUser(id: $id) }`, { id: adminId }, admin);
    expect(self.body.errors?.[0]?.message).toBe('Nemůžete smazat svůj vlastní účet.');
  });

  it('deletes a user; the id is then unknown', async () => {
    expect((await app.graphql(`mutation ($id: Int!) { deleteUser(id: $id) }`, { id }, admin)).body.data).toEqual({
      deleteUser: true,
    });
    const gone = await app.graphql(`query ($id: Int!) { user(id: $id) { name } }`, { id }, admin);
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
