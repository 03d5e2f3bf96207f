// Invitations of new staff members over real HTTP: the e-mail with the link, setting the password
// through it, and every way a link stops working answered alike.
import { createHash } from 'node:crypto';
import { errorMessage, UserErrorCode } from '@kurzy/common';
import type { ParsedMail } from 'mailparser';
import type { Config } from '../../core/config';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { restClient } from '../../test/rest';
import { INVITATION_ATTEMPTS_PER_ADDRESS } from './user-invitation.service';

let database: TestDatabase;
let smtp: TestSmtpServer;
let config: Config;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;

const CREATE = 'mutation ($input: UserInput!) { createUser(input: $input) { id username email } }';
const INVITE = 'mutation ($id: Int!) { inviteUser(id: $id) { id } }';
const LOOKUP = 'query ($token: String!) { invitation(token: $token) { name username } }';
const ACCEPT =
  'mutation ($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { name username } }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const INVALID = errorMessage(UserErrorCode.InvitationInvalid);

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  config = await testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://krouzky.example.cz' });
  app = await startTestApp(database, config);
  await database.dataSource.query(
    `INSERT INTO "user" (username, password_hash, name, role) VALUES ('reditelka', 'x', 'Eva Ředitelová', 'administrator')`,
  );
  admin = await staffHeaders(app, database, 'administrator', 'spravce-pozvanek');
  await database.dataSource.query(`UPDATE "user" SET name = 'Eva Správcová' WHERE username = 'spravce-pozvanek'`);
  lector = await staffHeaders(app, database, 'lector');
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
  await database?.drop();
});
beforeEach(() => database.dataSource.query('DELETE FROM rate_limit_hit'));

let serial = 0;
/** A new lector with an e-mail and without a password, created by the administrator. */
async function invitedLector(): Promise<{ id: number; username: string; email: string }> {
  serial += 1;
  const username = `pozvany.${serial}`;
  const email = `pozvany${serial}@example.com`;
  const { body } = await app.graphql<{ createUser: { id: number } }>(
    CREATE,
    { input: { username, name: `Petr Pozvaný ${serial}`, role: 'lector', email } },
    admin,
  );
  expect(body.errors).toBeUndefined();
  return { id: body.data!.createUser.id, username, email };
}

const LINK = /https:\/\/krouzky\.example\.cz\/admin\/nastavit-heslo\/([A-Za-z0-9_-]+)/;

const isTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((to) => to?.value.some((address) => address.address === email));

/** The token of the invitation e-mail number `seen` (0: the first) to the address. */
async function tokenFor(email: string, seen = 0): Promise<{ token: string; mail: ParsedMail }> {
  const mail = await smtp.waitFor(
    (each) => isTo(each, email) && smtp.received.filter((other) => isTo(other, email)).indexOf(each) === seen,
  );
  const token = LINK.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no link in: ${mail.text}`);
  return { token, mail };
}

/** Polls until `check` passes (the outbox marks a message sent just after the server took it). */
async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const accept = (token: string, password: string) => app.graphql(ACCEPT, { token, password });
const login = (username: string, password: string) =>
  app.graphql<{ login: { token: string } | null }>(LOGIN, { u: username, p: password });

/** The refusal as a client sees it, for comparing answers whole (but the name of the field asked). */
const refusal = (body: { errors?: Record<string, unknown>[] }) => body.errors?.map(({ path: _path, ...rest }) => rest);

describe('inviting a new lector', () => {
  it('e-mails the link, which sets the password once; the lector then logs in', async () => {
    const lectorAccount = await invitedLector();
    const { token, mail } = await tokenFor(lectorAccount.email);
    expect(mail.subject).toBe('Pozvánka do administrace');
    expect(mail.text).toContain(`Dobrý den, Petr Pozvaný ${serial},`);
    expect(mail.text).toContain('Eva Správcová vás zve do administrace');
    expect(mail.text).toContain(`Vaše přihlašovací jméno je: ${lectorAccount.username}`);
    expect(mail.text).toContain('platí 72 hodin');
    expect(mail.text).toContain('jen jednou');
    expect(mail.html).toContain(`href="https://krouzky.example.cz/admin/nastavit-heslo/${token}"`);
    // 256 random bits; the database keeps only the hash, and the outbox forgets the token once sent.
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await database.dataSource.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS seconds FROM user_invitation WHERE user_id = $1`,
      [lectorAccount.id],
    );
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0].token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(stored[0].seconds).toBe(72 * 60 * 60);
    await eventually(async () => {
      const messages = await database.dataSource.query(
        `SELECT status, token FROM mail_message WHERE kind = 'invitation' AND recipient = $1`,
        [lectorAccount.email],
      );
      expect(messages).toEqual([{ status: 'sent', token: null }]);
    });

    // Nobody can log in before the password is set.
    expect((await login(lectorAccount.username, 'dlouhe-nove-heslo-1')).body.data?.login).toBeFalsy();

    const lookup = await app.graphql(LOOKUP, { token });
    expect(lookup.body).toEqual({
      data: { invitation: { name: `Petr Pozvaný ${serial}`, username: lectorAccount.username } },
    });

    // A weak password is refused with the policy's words and does not use the link up.
    const weak = await accept(token, 'heslo');
    expect(weak.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      domainCode: UserErrorCode.PasswordRejected,
      fieldErrors: { password: 'Heslo musí mít alespoň 12 znaků' },
    });
    const common = await accept(token, 'bezpecneheslo');
    expect(common.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      password: 'Toto heslo patří mezi nejčastěji používaná, zvolte prosím jiné',
    });

    // Setting the password signs the lector in: the session cookie comes with the answer, as with login.
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: ACCEPT.replace('{ name username }', '{ name username expiresAt }'),
        variables: { token, password: 'Moje vlastní dlouhé heslo' },
      }),
    });
    const accepted = (await response.json()) as { data?: { acceptInvitation: Record<string, unknown> } };
    expect(accepted.data?.acceptInvitation).toEqual({
      name: `Petr Pozvaný ${serial}`,
      username: lectorAccount.username,
      expiresAt: expect.any(String),
    });
    const cookie = /^(__Host-kurzy-session=[^;]+);.*HttpOnly/i.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    const me = await app.graphql<{ me: { name: string } | null }>('{ me { name } }', undefined, {
      cookie: cookie!,
      'x-requested-with': 'fetch',
    });
    expect(me.body.data?.me).toEqual({ name: `Petr Pozvaný ${serial}` });
    expect((await login(lectorAccount.username, 'Moje vlastní dlouhé heslo')).body.data?.login?.token).toBeTruthy();

    // Used: the second accept and the lookup are refused alike, and the password stays.
    const again = await accept(token, 'Jine dlouhe heslo 2');
    expect(again.body.errors?.[0]).toMatchObject({
      message: INVALID,
      extensions: { code: 'NOT_FOUND', domainCode: UserErrorCode.InvitationInvalid },
    });
    expect(refusal((await app.graphql(LOOKUP, { token })).body)).toEqual(refusal(again.body));
    expect((await login(lectorAccount.username, 'Jine dlouhe heslo 2')).body.data?.login).toBeFalsy();
  });

  it('sets the password of a deactivated account without signing it in', async () => {
    const lectorAccount = await invitedLector();
    const { token } = await tokenFor(lectorAccount.email);
    await database.dataSource.query(`UPDATE "user" SET active = false WHERE id = $1`, [lectorAccount.id]);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: ACCEPT.replace('{ name username }', '{ username expiresAt }'),
        variables: { token, password: 'Heslo neaktivniho lektora' },
      }),
    });
    expect(await response.json()).toEqual({
      data: { acceptInvitation: { username: lectorAccount.username, expiresAt: null } },
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    const [{ sessions }] = await database.dataSource.query(
      `SELECT count(*)::int AS sessions FROM session WHERE user_id = $1`,
      [lectorAccount.id],
    );
    expect(sessions).toBe(0);
  });

  it('answers an expired, a tampered, an unknown and a used link the same, at lookup and accept', async () => {
    const expired = await invitedLector();
    const { token: expiredToken } = await tokenFor(expired.email);
    await database.dataSource.query(
      `UPDATE user_invitation SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [expired.id],
    );
    const used = await invitedLector();
    const { token: usedToken } = await tokenFor(used.email);
    expect((await accept(usedToken, 'Prvni dlouhe heslo 1')).body.errors).toBeUndefined();
    const fresh = await invitedLector();
    const { token: freshToken } = await tokenFor(fresh.email);
    const last = freshToken.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${freshToken.slice(0, -1)}${last}`;

    const dead = [expiredToken, usedToken, tampered, 'nikdy-nevydany-odkaz', '', 'x'.repeat(5000)];
    const accepts = await Promise.all(dead.map(async (token) => (await accept(token, 'Dlouhe platne heslo 9')).body));
    const lookups = await Promise.all(dead.map(async (token) => (await app.graphql(LOOKUP, { token })).body));
    const first = accepts[0]!;
    expect(first.errors?.[0]).toMatchObject({
      message: INVALID,
      extensions: { domainCode: 'USER_INVITATION_INVALID' },
    });
    for (const body of [...accepts, ...lookups]) {
      expect(body.data ?? null).toBeNull();
      expect(refusal(body)).toEqual(refusal(first));
    }
    // The tampered one's original still works.
    expect((await app.graphql(LOOKUP, { token: freshToken })).body.errors).toBeUndefined();
    expect((await login(expired.username, 'Dlouhe platne heslo 9')).body.data?.login).toBeFalsy();
  });

  it('lets only one of two accepts at once use the link', async () => {
    const account = await invitedLector();
    const { token } = await tokenFor(account.email);
    const answers = await Promise.all([
      accept(token, 'Prvni soubezne heslo'),
      accept(token, 'Druhe soubezne heslo'),
      accept(token, 'Treti soubezne heslo'),
    ]);
    const succeeded = answers.filter(({ body }) => !body.errors);
    expect(succeeded).toHaveLength(1);
    for (const { body } of answers.filter(({ body }) => body.errors))
      expect(body.errors?.[0]?.extensions?.domainCode).toBe(UserErrorCode.InvitationInvalid);
  });

  it('sends a new link on request ("Poslat pozvánku znovu"); the older one stops working', async () => {
    const account = await invitedLector();
    const { token: first } = await tokenFor(account.email);
    const { body } = await app.graphql(INVITE, { id: account.id }, admin);
    expect(body).toEqual({ data: { inviteUser: { id: account.id } } });
    const { token: second } = await tokenFor(account.email, 1);
    expect(second).not.toBe(first);
    expect((await app.graphql(LOOKUP, { token: first })).body.errors?.[0]?.extensions?.domainCode).toBe(
      UserErrorCode.InvitationInvalid,
    );
    // The REST door does the same.
    const api = restClient(app);
    const viaRest = await api('POST', `/users/${account.id}/invite`, { headers: admin });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ id: account.id, email: account.email });
    const { token: third } = await tokenFor(account.email, 2);
    expect((await app.graphql(LOOKUP, { token: second })).body.errors).toBeDefined();
    expect((await accept(third, 'Treti pozvanka heslo')).body.errors).toBeUndefined();
  });

  it('forgets the invitation e-mails of a user who is deleted (their address with them)', async () => {
    const account = await invitedLector();
    await tokenFor(account.email);
    const messages = () =>
      database.dataSource.query(`SELECT id FROM mail_message WHERE kind = 'invitation' AND recipient = $1`, [
        account.email,
      ]);
    expect(await messages()).toHaveLength(1);
    const { body } = await app.graphql('mutation ($id: Int!) { deleteUser(id: $id) }', { id: account.id }, admin);
    expect(body).toEqual({ data: { deleteUser: true } });
    expect(await messages()).toEqual([]);
  });

  it('ends the sessions of a user who sets a new password through a link', async () => {
    const account = await invitedLector();
    const { token } = await tokenFor(account.email);
    await accept(token, 'Puvodni dlouhe heslo');
    const session = (await login(account.username, 'Puvodni dlouhe heslo')).body.data!.login!.token;
    const me = async () =>
      (await app.graphql<{ me: { username: string } | null }>('{ me { username } }', {}, { 'access-token': session }))
        .body.data?.me ?? null;
    expect(await me()).toEqual({ username: account.username });
    await app.graphql(INVITE, { id: account.id }, admin);
    const { token: again } = await tokenFor(account.email, 1);
    expect((await accept(again, 'Nove dlouhe heslo 22')).body.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the session cache's second
    expect(await me()).toBeNull();
  });

  it('is for administrators only, and needs an e-mail', async () => {
    const account = await invitedLector();
    const byLector = await app.graphql(INVITE, { id: account.id }, lector);
    expect(byLector.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const api = restClient(app);
    expect((await api('POST', `/users/${account.id}/invite`, { headers: lector })).status).toBe(403);
    expect((await api('POST', `/users/${account.id}/invite`)).status).toBe(401);

    const noEmail = await app.graphql(
      CREATE,
      { input: { username: 'bez.emailu', name: 'Bez Emailu', role: 'lector' } },
      admin,
    );
    expect(noEmail.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      password: errorMessage(UserErrorCode.PasswordRequired),
    });
    const withPassword = await app.graphql<{ createUser: { id: number } }>(
      CREATE,
      { input: { username: 'bez.emailu', name: 'Bez Emailu', role: 'lector', password: 'Heslo od spravce 1' } },
      admin,
    );
    const id = withPassword.body.data!.createUser.id;
    const refused = await app.graphql(INVITE, { id }, admin);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      domainCode: UserErrorCode.InvitationNeedsEmail,
    });
    // A password given with an e-mail: no invitation.
    await app.graphql(
      CREATE,
      {
        input: {
          username: 's.heslem',
          name: 'S Heslem',
          role: 'lector',
          email: 's.heslem@example.com',
          password: 'Heslo od spravce 2',
        },
      },
      admin,
    );
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM user_invitation i JOIN "user" u ON u.id = i.user_id WHERE u.username = 's.heslem'`,
    );
    expect(count).toBe(0);
  });

  it('counts lookups and accepts per client address, as logins are', async () => {
    for (let attempt = 0; attempt < INVITATION_ATTEMPTS_PER_ADDRESS; attempt += 1)
      expect((await app.graphql(LOOKUP, { token: `hadam-${attempt}` })).body.errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    const refused = await accept('hadam-dal', 'Dlouhe platne heslo 9');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
