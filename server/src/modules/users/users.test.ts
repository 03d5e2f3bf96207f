import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@kurzy/common';
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
      // Off the public site until an administrator publishes the lector (issue 41, item 10).
      visible: false,
    });
    id = body.data!.createUser.id;
    const shown = await app.graphql<{ users: { name: string }[] }>('{ users { name } }');
    expect(shown.body.data?.users.map((user) => user.name)).not.toContain('Lucie Černá');
    expect(JSON.stringify(body)).not.toContain('tajne-heslo');
    const login = await app.graphql(
      'mutation { login(username: "lucie.cerna", password: "tajne-heslo-1") { username } }',
    );
    expect(login.body.data).toEqual({ login: { username: 'lucie.cerna' } });
  });

  it('needs a password (or an e-mail for an invitation) for a new user and names bad fields in Czech', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: lectorInput({ username: 'novy', password: null, email: 'spatny-email', phone: '123' }) },
      admin,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: 'Prosím, vyplňte platný email',
      phone: 'Prosím, vyplňte platné telefonní číslo',
    });
    // Without an e-mail there is no invitation to send instead (invitations.test.ts).
    const noPassword = await app.graphql(
      CREATE,
      { input: lectorInput({ username: 'novy', password: null, email: null }) },
      admin,
    );
    expect(noPassword.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      password: 'Zadejte heslo nového uživatele, nebo jeho e-mail, na který mu pošleme pozvánku',
    });
    const empty = await app.graphql(CREATE, { input: lectorInput({ username: 'novy2', name: '  ' }) }, admin);
    expect(empty.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ name: 'Toto pole je povinné' });
  });

  it('suggests a free login name from the name, for administrators only', async () => {
    const SUGGEST = 'query ($name: String!) { usernameSuggestion(name: $name) }';
    const suggest = async (name: string, headers = admin) =>
      (await app.graphql<{ usernameSuggestion: string }>(SUGGEST, { name }, headers)).body;
    expect((await suggest('Žofie Řeháčková')).data?.usernameSuggestion).toBe('zofie.rehackova');
    // lucie.cerna is taken; logins compare without letter case, so LUCIE.CERNA2 takes the next.
    await database.dataSource.query(
      `INSERT INTO "user" (username, password_hash, name, role) VALUES ('LUCIE.CERNA2', 'x', 'Jiná Lucie', 'lector')`,
    );
    expect((await suggest('  Lucie  ČERNÁ ')).data?.usernameSuggestion).toBe('lucie.cerna3');
    await database.dataSource.query(`DELETE FROM "user" WHERE username = 'LUCIE.CERNA2'`);
    expect((await suggest('Lucie Černá', lector)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await suggest('Lucie Černá', {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
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
    await app.graphql(
      UPDATE,
      { id, input: lectorInput({ password: '', name: 'Lucie Černá Nová', visible: true }) },
      admin,
    );
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
        input: lectorInput({
          username: 'verejny',
          name: 'Adam Veřejný',
          emailPublic: true,
          email: 'adam@example.com',
          visible: true,
        }),
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

describe('passwords', () => {
  const refusal = async (password: string) => {
    const { body } = await app.graphql(CREATE, { input: lectorInput({ username: 'heslo-test', password }) }, admin);
    return body.errors?.[0]?.extensions?.fieldErrors;
  };

  it('refuses a short, an overly long or a common password, naming the field, and saves nothing', async () => {
    expect(await refusal('kratke-heslo'.slice(0, PASSWORD_MIN_LENGTH - 1))).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(await refusal('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({ password: PASSWORD_TOO_LONG });
    // From the bundled list, with the usual decorations around it; and Czech ones.
    for (const common of [
      'Password2024!',
      'qwertyuiop123',
      '1qaz2wsx3edc',
      'HesloHeslo12',
      'Slunečnice2025',
      'aaaaaaaaaaaa',
    ])
      expect({ common, errors: await refusal(common) }).toEqual({ common, errors: { password: PASSWORD_TOO_COMMON } });
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int FROM "user" WHERE username = 'heslo-test'`,
    );
    expect(count).toBe(0);
  });

  it('takes a long passphrase, spaces at its ends included', async () => {
    const passphrase = ` Příliš žluťoučký kůň úpěl ďábelské ódy ${'a pak šel spát, protože byl unavený '.repeat(20)}`;
    const { body } = await app.graphql(
      CREATE,
      { input: lectorInput({ username: 'basnik', password: passphrase }) },
      admin,
    );
    expect(body.errors).toBeUndefined();
    const login = await app.graphql('mutation ($p: String!) { login(username: "basnik", password: $p) { username } }', {
      p: passphrase,
    });
    expect(login.body.data).toEqual({ login: { username: 'basnik' } });
  });
});

describe('sessions end with a new password, another role or a deactivation', () => {
  const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
  const login = async (username: string, password: string) => {
    const { body } = await app.graphql<{ login: { token: string } }>(LOGIN, { u: username, p: password });
    return { 'access-token': body.data!.login.token };
  };
  const me = async (headers: Record<string, string>) =>
    (await app.graphql<{ me: { username: string } | null }>('{ me { username } }', {}, headers)).body.data?.me ?? null;

  const createLector = async (username: string) => {
    const { body } = await app.graphql<{ createUser: { id: number } }>(
      CREATE,
      { input: lectorInput({ username, password: 'puvodni-heslo-1' }) },
      admin,
    );
    return body.data!.createUser.id;
  };

  it('a new password ends every session of that user at once, even one used a moment ago', async () => {
    const lectorId = await createLector('zmena-hesla');
    const phone = await login('zmena-hesla', 'puvodni-heslo-1');
    const laptop = await login('zmena-hesla', 'puvodni-heslo-1');
    expect(await me(phone)).toEqual({ username: 'zmena-hesla' });
    const { body } = await app.graphql(
      UPDATE,
      { id: lectorId, input: lectorInput({ username: 'zmena-hesla', password: 'uplne-nove-heslo' }) },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(await me(phone)).toBeNull();
    expect(await me(laptop)).toBeNull();
    expect(await me(await login('zmena-hesla', 'uplne-nove-heslo'))).toEqual({ username: 'zmena-hesla' });
  });

  it('keeps the session an administrator changes their own password from, and ends their others', async () => {
    const username = 'sam-sobe';
    const ownHeaders = await staffHeaders(app, database, 'administrator', username);
    const elsewhere = await login(username, 'heslo-pro-test');
    const [{ id }] = await database.dataSource.query(`SELECT id FROM "user" WHERE username = $1`, [username]);
    const { body } = await app.graphql(
      UPDATE,
      { id, input: lectorInput({ username, role: 'administrator', password: 'moje-nove-dlouhe-heslo' }) },
      ownHeaders,
    );
    expect(body.errors).toBeUndefined();
    expect(await me(ownHeaders)).toEqual({ username });
    expect(await me(elsewhere)).toBeNull();
  });

  it('another role or a deactivation ends the sessions, and reactivating brings none back', async () => {
    const lectorId = await createLector('prerazeny');
    const before = await login('prerazeny', 'puvodni-heslo-1');
    expect(await me(before)).toEqual({ username: 'prerazeny' });
    await app.graphql(
      UPDATE,
      { id: lectorId, input: lectorInput({ username: 'prerazeny', role: 'administrator', password: '' }) },
      admin,
    );
    expect(await me(before)).toBeNull();

    const again = await login('prerazeny', 'puvodni-heslo-1');
    await app.graphql(
      UPDATE,
      {
        id: lectorId,
        input: lectorInput({ username: 'prerazeny', role: 'administrator', active: false, password: '' }),
      },
      admin,
    );
    await app.graphql(
      UPDATE,
      {
        id: lectorId,
        input: lectorInput({ username: 'prerazeny', role: 'administrator', active: true, password: '' }),
      },
      admin,
    );
    expect(await me(again)).toBeNull();
    // Other edits leave the sessions alone.
    const kept = await login('prerazeny', 'puvodni-heslo-1');
    await app.graphql(
      UPDATE,
      {
        id: lectorId,
        input: lectorInput({ username: 'prerazeny', role: 'administrator', name: 'Nové jméno', password: '' }),
      },
      admin,
    );
    expect(await me(kept)).toEqual({ username: 'prerazeny' });
  });
});

describe('the staff list export (issue 39)', () => {
  it('writes the declared columns in the asked order and never a password hash, for staff only', async () => {
    const response = await fetch(`${app.url}/api/users/export?sort=username&direction=desc`, { headers: admin });
    expect(response.status).toBe(200);
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('"Jméno";"Uživatelské jméno";"Role";"E-mail";"Telefon";"Aktivní";"Zobrazit na webu"');
    const usernames = rows.map((row) => row.split(';')[1]!.replaceAll('"', ''));
    expect(usernames).toEqual([...usernames].sort().reverse());
    expect(rows.some((row) => row.includes('"Administrátor"'))).toBe(true);
    expect(text).not.toMatch(/argon2/);
    expect((await fetch(`${app.url}/api/users/export`)).status).toBe(401);
  });
});
