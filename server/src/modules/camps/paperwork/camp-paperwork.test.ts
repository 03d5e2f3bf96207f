// Camp paperwork over real HTTP (issue 48): the pickup choice and health data at registration through
// both doors, the spec's old REST client that sends none, and the family's page asking for the choice.
import { CAMP_PAPERWORK_MESSAGES, Role } from '@kurzy/common';
import type { Actor } from '../../../core/actor';
import { silentLogger } from '../../../core/logger';
import type { Services } from '../../../core/services';
import { testConfig } from '../../../test/config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { insertBranch, insertCamp, insertParentLink } from '../../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { inLetters } from '../../../test/names';
import { restClient, type RestClient } from '../../../test/rest';
import { createServices } from '../../../test/services';

let database: TestDatabase;
let app: RunningApp;
let api: RestClient;
let campId: number;
let services: Services;
let administrator: Actor;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  // One address registers several children to the camp here: the per-camp limit is not this file's.
  const config = await testConfig({ REGISTRATION_COURSE_LIMIT: '0' });
  app = await startTestApp(database, config);
  services = createServices({ config, dataSource: database.dataSource, logger: silentLogger });
  adminHeaders = await staffHeaders(app, database, 'administrator', 'spravce-tabora');
  const [admin] = await database.dataSource.query(`SELECT id FROM "user" WHERE username = 'spravce-tabora'`);
  administrator = {
    userId: admin.id,
    username: 'spravce-tabora',
    role: Role.administrator,
    editsContent: false,
    sessionId: 0,
  };
  api = restClient(app);
  const branchId = await insertBranch(database);
  campId = await insertCamp(database, { branch_id: branchId, category: 'uncategorized', visible: true, active: true });
});
// The public form's limits per address are not what these tests are about.
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

let counter = 0;
const form = (email: string, extra: object = {}) => ({
  parentFirstName: 'Jana',
  parentLastName: 'Nováková',
  email,
  phone: '+420 777 123 456',
  childFullName: `Anna Řehořová ${inLetters((counter += 1))}`,
  childBornYear: `${new Date().getFullYear() - 8}-01-15`,
  personalDataConsent: true,
  type: 'camp',
  campId,
  ...extra,
});
const grandma = { name: 'Eva Nováková', relation: 'babička', phone: '777 222 333' };

const familyPage = async (token: string) => {
  const { status, body } = await api('POST', '/parents/page', { body: { token } });
  expect(status).toBe(200);
  return body.registrations as { id: number; campPaperwork: Record<string, unknown> | null }[];
};

describe('the pickup choice and health data at registration', () => {
  it('are taken by PUT /api/registration and shown on the family’s page', async () => {
    const email = 'pickup-rest@example.com';
    const { status, body } = await api('PUT', '/registration', {
      body: form(email, {
        pickupPersons: [grandma],
        leavesAlone: { from: '15:30' },
        healthNotes: 'Alergie na ořechy, Zyrtec 1× denně',
        insurer: 'VZP',
      }),
    });
    expect(status).toBe(201);
    const [registration] = await familyPage(await insertParentLink(database, email));
    expect(registration!.id).toBe(body.id);
    expect(registration!.campPaperwork).toMatchObject({
      pickupMissing: false,
      pickupPersons: [{ ...grandma, phone: '+420777222333' }],
      pickupParentsOnly: false,
      leavesAloneFrom: '15:30',
      healthNotes: 'Alergie na ořechy, Zyrtec 1× denně',
      insurer: 'VZP',
    });
  });

  it('refuses an empty list without „jen rodiče“, naming the field, and makes nothing', async () => {
    const email = 'pickup-empty@example.com';
    const { status, body } = await api('PUT', '/registration', { body: form(email, { pickupPersons: [] }) });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ pickupPersons: CAMP_PAPERWORK_MESSAGES.pickupChoice });
    const [{ count }] = await database.dataSource.query('SELECT count(*)::int FROM registration WHERE email = $1', [
      email,
    ]);
    expect(count).toBe(0);
  });

  it('takes the choice at the GraphQL door too', async () => {
    const email = 'pickup-graphql@example.com';
    const { body } = await app.graphql<{ register: { id: number } }>(
      'mutation ($input: RegistrationInput!) { register(input: $input) { id } }',
      { input: form(email, { pickupParentsOnly: true }) },
    );
    expect(body.errors).toBeUndefined();
    const [registration] = await familyPage(await insertParentLink(database, email));
    expect(registration!.campPaperwork).toMatchObject({ pickupMissing: false, pickupParentsOnly: true });
  });

  it('accepts the spec’s old client that sends none; the family’s page asks until the choice is given', async () => {
    const email = 'pickup-old@example.com';
    const { status, body } = await api('PUT', '/registration', { body: form(email) });
    expect(status).toBe(201);
    const token = await insertParentLink(database, email);
    const [registration] = await familyPage(token);
    expect(registration!.campPaperwork).toMatchObject({ pickupMissing: true, pickupPersons: [] });

    // Another family's link may not give it; an empty choice is refused naming the field.
    const stranger = await insertParentLink(database, 'pickup-rest@example.com');
    const refused = await api('POST', '/parents/camp-pickup', {
      body: { token: stranger, registrationId: body.id, pickupParentsOnly: true },
    });
    expect(refused.status).toBe(404);
    const empty = await api('POST', '/parents/camp-pickup', { body: { token, registrationId: body.id } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ pickupPersons: CAMP_PAPERWORK_MESSAGES.pickupChoice });

    const given = await api('POST', '/parents/camp-pickup', {
      body: { token, registrationId: body.id, pickupPersons: [grandma] },
    });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ pickupMissing: false, pickupPersons: [{ name: 'Eva Nováková' }] });
    expect((await familyPage(token))[0]!.campPaperwork).toMatchObject({ pickupMissing: false });
  });
});

describe('the family’s rights over the paperwork', () => {
  it('is in the family’s export and goes with its erasure', async () => {
    const email = 'pickup-erase@example.com';
    const { status } = await api('PUT', '/registration', {
      body: form(email, { pickupPersons: [grandma], healthNotes: 'Astma, Ventolin', insurer: 'OZP' }),
    });
    expect(status).toBe(201);
    const token = await insertParentLink(database, email);
    const exported = await api('POST', '/parents/export', { body: { token, format: 'json' } });
    expect(exported.status).toBe(200);
    const file = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(file.campPaperwork).toEqual([
      expect.objectContaining({
        pickup: 'Eva Nováková (babička, +420777222333)',
        healthNotes: 'Astma, Ventolin',
        insurer: 'OZP',
      }),
    ]);

    // A paper copy of the declaration (an administrator records it whenever it comes).
    const [{ id }] = await database.dataSource.query('SELECT id FROM registration WHERE email = $1', [email]);
    expect(
      (
        await api('POST', `/registrations/${id}/camp-declaration/paper`, {
          body: { signerName: 'Jana Nováková' },
          headers: adminHeaders,
        })
      ).status,
    ).toBe(200);
    const withDeclaration = await api('POST', '/parents/export', { body: { token, format: 'json' } });
    const again = typeof withDeclaration.body === 'string' ? JSON.parse(withDeclaration.body) : withDeclaration.body;
    expect(again.campDeclarations).toEqual([
      expect.objectContaining({ signerName: 'Jana Nováková', channel: 'paper' }),
    ]);

    await services.privacy.erase(administrator, email);
    const left = await database.dataSource.query(
      `SELECT p.registration_id FROM camp_paperwork p WHERE p.health_notes LIKE '%Ventolin%'
       UNION ALL SELECT d.registration_id FROM camp_declaration d WHERE d.signer_name = 'Jana Nováková'`,
    );
    expect(left).toEqual([]);
  });
});
