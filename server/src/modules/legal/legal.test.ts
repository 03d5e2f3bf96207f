// Versioned legal texts and the consents of registrations over real HTTP (issue 25): publishing
// keeps older versions readable and unchanged, a registration records the versions in force, the
// parent page shows them (GraphQL and REST), and the photo consent's withdrawal from the page is
// recorded once and refused for a link or registration that is not the family's.
import { createHash, randomBytes } from 'node:crypto';
import { testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertSchedule } from '../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../test/http';
import { inLetters } from '../../test/names';
import { type AnyJson, restClient, type RestClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let admin: Record<string, string>;
let lector: Record<string, string>;
let scheduleId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // Each family registers from an address of its own (X-Forwarded-For, trusted from this loopback proxy), as
  // families do: one address sending all of them would be asked for the busy address's challenge.
  app = await startTestApp(database, await testConfig({ TRUST_PROXY: 'loopback' }), {
    logger: { ...console, info: () => {} },
  });
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  // The lector's own slot: a lector reads the families of the children they teach (registration.scope.ts).
  const [{ id: lectorId }] = await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'lector'`);
  const branchId = await insertBranch(database, { title: 'Pobočka Vinohrady' });
  const courseId = await insertCourse(database, { capacity: 10, max_capacity: 12, title: 'Moderní tanec' });
  scheduleId = await insertSchedule(database, {
    course_id: courseId,
    branch_id: branchId,
    day_of_week: 2,
    lector_id: lectorId,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});

let counter = 0;
const TEXT = 'id kind version body publishedAt publishedByName';

async function publish(kind: string, body: string, headers = admin, baseVersion?: number) {
  return app.graphql<{ publishLegalText: { version: number; body: string; publishedByName: string | null } }>(
    `mutation ($kind: LegalTextKind!, $input: LegalTextInput!) { publishLegalText(kind: $kind, input: $input) { ${TEXT} } }`,
    { kind, input: { body, baseVersion } },
    headers,
  );
}

const currentVersion = async (kind: string) =>
  (
    await app.graphql<{ legalText: { version: number } }>(
      'query ($kind: LegalTextKind!) { legalText(kind: $kind) { version } }',
      { kind },
    )
  ).body.data!.legalText.version;

/** A family with its own personal link (the token the e-mails carry), registering through the form. */
async function family() {
  const email = `rodina.${inLetters((counter += 1))}@example.com`;
  const token = randomBytes(32).toString('base64url');
  await database.dataSource.query('INSERT INTO parent_link (email_key, token_hash) VALUES ($1, $2)', [
    email,
    createHash('sha256').update(token).digest(),
  ]);
  const register = async (photoConsent: boolean) => {
    const { body } = await app.graphql<{ register: { id: number } }>(
      'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
      {
        input: {
          parentFirstName: 'Jana',
          parentLastName: 'Veselá',
          email,
          phone: '+420 777 123 456',
          childFullName: `Ema Veselá ${inLetters((counter += 1))}`,
          childBornYear: `${new Date().getFullYear() - 5}-01-15`,
          personalDataConsent: true,
          photoConsent,
          type: 'course',
          scheduleId,
        },
      },
      { 'x-forwarded-for': `192.0.2.${counter % 200}` },
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.register.id;
  };
  return { email, token, register };
}

const CONSENTS = `query ($token: String!) { parentPage(token: $token) { registrations { id consents { kind version givenAt withdrawnAt } } } }`;

type Consent = { kind: string; version: number; givenAt: string; withdrawnAt: string | null };

async function consentsOnPage(token: string, id: number): Promise<Consent[]> {
  const { body } = await app.graphql<{ parentPage: { registrations: { id: number; consents: Consent[] }[] } }>(
    CONSENTS,
    { token },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.parentPage.registrations.find((registration) => registration.id === id)!.consents;
}

const records = (id: number) =>
  database.dataSource.query(
    `SELECT c.kind, t.version, c.action, c.source FROM registration_consent c JOIN legal_text t ON t.id = c.legal_text_id
      WHERE c.registration_id = $1 ORDER BY c.id`,
    [id],
  );

describe('legal texts', () => {
  it('start with version 1 of each text, converted from the former pages, in force since 1. 9. 2019', async () => {
    for (const kind of ['conditions', 'gdpr', 'photo']) {
      const { body } = await app.graphql<{ legalText: { version: number; body: string; publishedAt: string } }>(
        'query ($kind: LegalTextKind!) { legalText(kind: $kind) { version body publishedAt publishedByName } }',
        { kind },
      );
      expect(body.data!.legalText).toMatchObject({ version: 1, publishedByName: null });
      expect(new Date(body.data!.legalText.publishedAt).toISOString()).toBe('2019-08-31T22:00:00.000Z');
    }
    const { body } = await api('GET', '/legal/conditions');
    expect(body.body).toContain('## 1. Úvodní ustanovení');
    expect(body.body).toContain('[souhlasu se zpracováním osobních údajů](/gdpr)');
  });

  it('publishing a new version keeps the old one readable and unchanged (GraphQL and REST)', async () => {
    const before = (await api('GET', '/legal/photo/versions/1')).body;
    const { body } = await publish(
      'photo',
      '## Nové znění\n\nFotografujeme jen na akcích. [Podmínky](/conditions)',
      admin,
      1,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.publishLegalText).toMatchObject({ version: 2, publishedByName: 'Test administrator' });

    // REST: the next one, with the version it was edited from.
    const rest = await api('POST', '/legal/photo', { body: { body: 'Třetí znění.', baseVersion: 2 }, headers: admin });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ kind: 'photo', version: 3, body: 'Třetí znění.' });

    expect((await api('GET', '/legal/photo')).body.version).toBe(3);
    expect((await api('GET', '/legal/photo/versions/1')).body).toEqual(before);
    const versions = await app.graphql<{ legalTextVersions: { version: number; publishedByName: string | null }[] }>(
      '{ legalTextVersions(kind: photo) { version publishedByName } }',
    );
    // The public does not learn who published.
    expect(versions.body.data!.legalTextVersions).toEqual([
      { version: 3, publishedByName: null },
      { version: 2, publishedByName: null },
      { version: 1, publishedByName: null },
    ]);
    const old = await app.graphql<{ legalText: { version: number; body: string } }>(
      '{ legalText(kind: photo, version: 2) { version body } }',
    );
    expect(old.body.data!.legalText.body).toContain('Fotografujeme jen na akcích.');
    const missing = await app.graphql('{ legalText(kind: photo, version: 9) { version } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      domainCode: 'LEGAL_TEXT_NOT_FOUND',
    });
    expect((await api('GET', '/legal/photo/versions/9')).status).toBe(404);
  });

  it('refuses a publication from an older version, the same text, a link off the site or an empty text', async () => {
    expect((await publish('gdpr', 'Druhé znění.', admin, 1)).body.errors).toBeUndefined();
    const version = await currentVersion('gdpr');
    // Edited from version 1 while version 2 came out.
    const stale = await api('POST', '/legal/gdpr', { body: { body: 'Jiné znění.', baseVersion: 1 }, headers: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('LEGAL_TEXT_CHANGED');
    const current = (await api('GET', '/legal/gdpr')).body.body as string;
    const same = await publish('gdpr', current);
    expect(same.body.errors?.[0]?.extensions).toMatchObject({ domainCode: 'LEGAL_TEXT_UNCHANGED' });
    const link = await publish('gdpr', 'Viz [tady](javascript:void) a [jinde](//evil.example).');
    expect(link.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      body: 'Text dokumentu: odkaz „javascript:void“ smí vést jen na stránku tohoto webu (/…) nebo na adresu https://',
    });
    const offSite = await publish('gdpr', 'Viz [jinde](//evil.example).');
    expect((offSite.body.errors?.[0]?.extensions as AnyJson)?.fieldErrors?.body).toMatch(/odkaz „\/\/evil.example“/);
    const http = await publish('gdpr', 'Viz [web](http://example.com).');
    expect((http.body.errors?.[0]?.extensions as AnyJson)?.fieldErrors?.body).toMatch(/odkaz „http:\/\/example.com“/);
    const empty = await api('POST', '/legal/gdpr', { body: { body: '   ' }, headers: admin });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ body: 'Vyplňte text dokumentu' });
    expect(await currentVersion('gdpr')).toBe(version);
  });

  it('lectors and the public cannot publish', async () => {
    const version = await currentVersion('conditions');
    const byLector = await publish('conditions', 'Podmínky od lektora.', lector);
    expect(byLector.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await api('POST', '/legal/conditions', { body: { body: 'Anonymně.' }, headers: lector })).status).toBe(403);
    expect((await api('POST', '/legal/conditions', { body: { body: 'Anonymně.' } })).status).toBe(401);
    expect(await currentVersion('conditions')).toBe(version);
  });
});

describe('consents of registrations', () => {
  it('a registration records the terms, the personal data and the photo consent at the versions in force', async () => {
    const published = await publish('conditions', `## Podmínky ${inLetters((counter += 1))}\n\nNové znění.`);
    const conditions = published.body.data!.publishLegalText.version;
    const gdpr = await currentVersion('gdpr');
    const photo = await currentVersion('photo');
    const { token, register } = await family();
    const withPhoto = await register(true);
    const withoutPhoto = await register(false);
    expect(await records(withPhoto)).toEqual([
      { kind: 'conditions', version: conditions, action: 'given', source: 'form' },
      { kind: 'gdpr', version: gdpr, action: 'given', source: 'form' },
      { kind: 'photo', version: photo, action: 'given', source: 'form' },
    ]);
    expect((await records(withoutPhoto)).map((record: { kind: string }) => record.kind)).toEqual([
      'conditions',
      'gdpr',
    ]);

    const consents = await consentsOnPage(token, withPhoto);
    expect(consents.map(({ kind, version, withdrawnAt }) => ({ kind, version, withdrawnAt }))).toEqual([
      { kind: 'conditions', version: conditions, withdrawnAt: null },
      { kind: 'gdpr', version: gdpr, withdrawnAt: null },
      { kind: 'photo', version: photo, withdrawnAt: null },
    ]);
    // The REST page carries them too.
    const rest = await api('POST', '/parents/page', { body: { token } });
    expect(rest.status).toBe(200);
    const restRegistration = rest.body.registrations.find(
      (registration: { id: number }) => registration.id === withPhoto,
    );
    expect(restRegistration.consents).toEqual(consents);
    // A later version changes nothing of what was agreed to.
    await publish('conditions', `Ještě novější podmínky ${inLetters((counter += 1))}.`);
    expect(await consentsOnPage(token, withPhoto)).toEqual(consents);
  });

  it('withdrawing the photo consent twice records it once (GraphQL, then REST)', async () => {
    const { token, register } = await family();
    const id = await register(true);
    const WITHDRAW =
      'mutation ($token: String!, $id: Int!) { withdrawPhotoConsent(token: $token, registrationId: $id) { kind version givenAt withdrawnAt } }';
    const first = await app.graphql<{ withdrawPhotoConsent: Consent }>(WITHDRAW, { token, id });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.withdrawPhotoConsent.withdrawnAt).not.toBeNull();
    const again = await api('POST', '/parents/photo-consent/withdraw', { body: { token, registrationId: id } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body.data!.withdrawPhotoConsent);
    const withdrawals = (await records(id)).filter((record: { action: string }) => record.action === 'withdrawn');
    expect(withdrawals).toEqual([
      { kind: 'photo', version: expect.any(Number), action: 'withdrawn', source: 'parent_page' },
    ]);
    const [{ photo_consent }] = await database.dataSource.query(
      'SELECT photo_consent FROM registration WHERE id = $1',
      [id],
    );
    expect(photo_consent).toBe(false);
    const photo = (await consentsOnPage(token, id)).find((consent) => consent.kind === 'photo');
    expect(photo?.withdrawnAt).toBe(first.body.data!.withdrawPhotoConsent.withdrawnAt);

    // Staff see the child among those not to publish, with the date, and the history of the registration.
    const refusals = await app.graphql<{
      childrenWithoutPhotoConsent: {
        items: { registrationId: number; title: string; branchTitle: string; withdrawnAt: string | null }[];
      };
    }>(
      '{ childrenWithoutPhotoConsent(limit: 100) { items { registrationId childFullName title branchTitle withdrawnAt } } }',
      {},
      lector,
    );
    expect(
      refusals.body.data!.childrenWithoutPhotoConsent.items.find((item) => item.registrationId === id),
    ).toMatchObject({
      title: 'Moderní tanec',
      branchTitle: 'Pobočka Vinohrady',
      withdrawnAt: photo?.withdrawnAt,
    });
    const history = await api('GET', `/registrations/${id}/consents`, { headers: admin });
    expect(
      history.body.map((record: { kind: string; action: string; source: string }) => [
        record.kind,
        record.action,
        record.source,
      ]),
    ).toEqual([
      ['conditions', 'given', 'form'],
      ['gdpr', 'given', 'form'],
      ['photo', 'given', 'form'],
      ['photo', 'withdrawn', 'parent_page'],
    ]);
    expect((await api('GET', `/registrations/${id}/consents`)).status).toBe(401);
    expect((await api('GET', '/registrations/999999/consents', { headers: lector })).status).toBe(404);
  });

  it('another family’s registration or a bad token answers PARENT_LINK_INVALID and changes nothing', async () => {
    const mine = await family();
    const theirs = await family();
    const id = await theirs.register(true);
    const before = await records(id);
    const WITHDRAW =
      'mutation ($token: String!, $id: Int!) { withdrawPhotoConsent(token: $token, registrationId: $id) { kind } }';
    for (const token of [mine.token, 'neplatny-odkaz', `${theirs.token}x`]) {
      const { body } = await app.graphql(WITHDRAW, { token, id });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', domainCode: 'PARENT_LINK_INVALID' });
      const rest = await api('POST', '/parents/photo-consent/withdraw', { body: { token, registrationId: id } });
      expect(rest.status).toBe(404);
      expect(rest.body.code).toBe('PARENT_LINK_INVALID');
    }
    expect(await records(id)).toEqual(before);
    const [{ photo_consent }] = await database.dataSource.query(
      'SELECT photo_consent FROM registration WHERE id = $1',
      [id],
    );
    expect(photo_consent).toBe(true);
  });

  it('staff ticking or unticking the photo consent in the back-office is recorded as theirs', async () => {
    const { register } = await family();
    const id = await register(false);
    const [row] = await database.dataSource.query(
      `SELECT parent_first_name AS "parentFirstName", parent_last_name AS "parentLastName", email, phone,
              child_full_name AS "childFullName", to_char(child_born_year, 'YYYY-MM-DD') AS "childBornYear"
         FROM registration WHERE id = $1`,
      [id],
    );
    const update = (photoConsent: boolean) =>
      app.graphql(
        'mutation ($id: Int!, $input: RegistrationUpdateInput!) { updateRegistration(id: $id, input: $input) { id photoConsent } }',
        { id, input: { ...row, personalDataConsent: true, photoConsent, type: 'course', scheduleId } },
        admin,
      );
    expect((await update(true)).body.errors).toBeUndefined();
    expect((await update(true)).body.errors).toBeUndefined();
    expect((await update(false)).body.errors).toBeUndefined();
    expect((await records(id)).filter((record: { kind: string }) => record.kind === 'photo')).toEqual([
      { kind: 'photo', version: expect.any(Number), action: 'given', source: 'staff' },
      { kind: 'photo', version: expect.any(Number), action: 'withdrawn', source: 'staff' },
    ]);
  });
});
