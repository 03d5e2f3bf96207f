// The lector's camp day over real HTTP (issue 48, item 4): the children with their paperwork for staff
// of that camp only, check-in in one tap, check-out recording who took the child (anyone unlisted only
// by an administrator's override with a note), the parents' e-mail, the undo, the printable list, and
// the handovers in the family's export and erasure. The clock is moved, never waited for.
import { AttendanceErrorCode, CampErrorCode, errorMessage, Role } from '@kurzy/common';
import type { Actor } from '../../../core/actor';
import { silentLogger } from '../../../core/logger';
import { testConfig } from '../../../test/config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { insertBranch, insertCamp, insertParentLink, insertRegistration } from '../../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../../test/mail';
import { pdfText } from '../../../test/pdf-text';
import { restClient, type RestClient } from '../../../test/rest';
import { createServices } from '../../../test/services';

let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let api: RestClient;
/** The server's clock: Monday 12 July 2027, 08:00 in Prague (UTC+2), the camp's first morning. */
let now = new Date('2027-07-12T06:00:00Z');
let admin: Record<string, string>;
let eva: Record<string, string>;
let petr: Record<string, string>;
let campId: number;
let day: string;
let anna: number;
let ben: number;
let cyril: number;

type Headers = Record<string, string>;

async function lector(name: string): Promise<{ headers: Headers; id: number }> {
  const headers = await staffHeaders(app, database, 'lector', name);
  const [{ id }] = await database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [name]);
  return { headers, id };
}

const paperwork = (registrationId: number, values: Record<string, unknown>) =>
  database.dataSource.query(
    `INSERT INTO camp_paperwork (registration_id, pickup_persons, pickup_parents_only, leaves_alone_from, health_notes)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      registrationId,
      JSON.stringify(values.persons ?? []),
      values.parentsOnly ?? null,
      values.aloneFrom ?? null,
      values.health ?? null,
    ],
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const config = await testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kurzy.example.cz' });
  app = await startTestApp(database, config, { tuning: { campPaperworkNow: () => now, campCheckoutMailHoldMs: 0 } });
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator', 'spravce-dne');
  const evaLector = await lector('eva-tabor');
  eva = evaLector.headers;
  const petrLector = await lector('petr-tabor');
  petr = petrLector.headers;
  const branchId = await insertBranch(database);
  campId = await insertCamp(database, {
    title: 'Příměstský tábor Líšeň',
    from: '2027-07-12',
    to: '2027-07-16',
    lector_id: evaLector.id,
    branch_id: branchId,
  });
  await insertCamp(database, { from: '2027-07-12', to: '2027-07-16', lector_id: petrLector.id, branch_id: branchId });
  day = `c${campId}-2027-07-12`;
  const child = (name: string, email: string) =>
    insertRegistration(database, { camp_id: campId, child_full_name: name, email });
  anna = await child('Anna Řehořová', 'anna@example.com');
  ben = await child('Ben Malý', 'ben@example.com');
  cyril = await child('Cyril Dlouhý', 'cyril@example.com');
  await paperwork(anna, {
    persons: [{ name: 'Eva Řehořová', relation: 'babička', phone: '+420777222333' }],
    health: 'Alergie na ořechy, EpiPen v batohu',
  });
  await paperwork(ben, { parentsOnly: true, aloneFrom: '15:00' });
  // Cyril's family registered through an old client: no pickup choice.
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

const CHILDREN = `query ($id: ID!) { campDayChildren(lessonId: $id) {
  registrationId childFullName declarationSigned pickupMissing pickupParentsOnly leavesAloneFrom healthNotes
  pickupPersons { name relation phone } handover { checkedInAt checkedOutAt collector collectorName overrideNote }
} }`;

const checkOut = (headers: Headers, body: Record<string, unknown>) =>
  api('POST', `/attendance/camp-days/${day}/check-out`, { body, headers });

describe('the children of a camp day', () => {
  it('shows the camp’s lector the paperwork; another lector and the public find nothing', async () => {
    const { body } = await app.graphql<{ campDayChildren: unknown[] }>(CHILDREN, { id: day }, eva);
    expect(body.data?.campDayChildren).toEqual([
      expect.objectContaining({
        childFullName: 'Anna Řehořová',
        healthNotes: 'Alergie na ořechy, EpiPen v batohu',
        pickupPersons: [{ name: 'Eva Řehořová', relation: 'babička', phone: '+420777222333' }],
        declarationSigned: false,
        handover: expect.objectContaining({ checkedInAt: null }),
      }),
      expect.objectContaining({ childFullName: 'Ben Malý', pickupParentsOnly: true, leavesAloneFrom: '15:00' }),
      expect.objectContaining({ childFullName: 'Cyril Dlouhý', pickupMissing: true }),
    ]);
    const other = await app.graphql<{ campDayChildren: unknown }>(CHILDREN, { id: day }, petr);
    expect(other.body).toMatchObject({ errors: [{ extensions: { domainCode: AttendanceErrorCode.LessonNotFound } }] });
    expect((await api('GET', `/attendance/camp-days/${day}/children`, { headers: petr })).status).toBe(404);
    expect((await api('GET', `/attendance/camp-days/${day}/pdf`, { headers: petr })).status).toBe(404);
    expect((await api('GET', `/attendance/camp-days/${day}/children`)).status).toBe(401);
    const rest = await api('GET', `/attendance/camp-days/${day}/children`, { headers: admin });
    expect(rest.body).toHaveLength(3);
  });

  it('prints the day list with the health notes and who may collect each child', async () => {
    const response = await fetch(`${app.url}/api/attendance/camp-days/${day}/pdf`, { headers: eva });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Příměstský tábor Líšeň – 12.07.2027');
    expect(text).toContain('Alergie na ořechy, EpiPen v batohu');
    expect(text).toContain('rodiče, Eva Řehořová (babička, +420 777 222 333)');
    expect(text).toContain('jen rodiče; odchází sám od 15:00');
    expect(text).toContain('chybí – vyzvedávání neuvedeno');
  });
});

describe('check-in and check-out at the door', () => {
  it('refuses a day that has not begun, then checks in with one tap (a second tap changes nothing)', async () => {
    now = new Date('2027-07-11T21:59:59Z');
    const early = await api('POST', `/attendance/camp-days/${day}/check-in`, {
      body: { registrationId: anna },
      headers: eva,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(AttendanceErrorCode.LessonNotStarted);
    now = new Date('2027-07-12T06:00:00Z');
    const checkedIn = await app.graphql<{ campCheckIn: { handover: { checkedInAt: string } } }>(
      'mutation ($id: ID!, $r: Int!) { campCheckIn(lessonId: $id, registrationId: $r) { handover { checkedInAt checkedInByName } } }',
      { id: day, r: anna },
      eva,
    );
    expect(checkedIn.body.data?.campCheckIn.handover).toEqual({
      checkedInAt: now.toISOString(),
      checkedInByName: 'Test lector',
    });
    now = new Date('2027-07-12T06:05:00Z');
    const again = await api('POST', `/attendance/camp-days/${day}/check-in`, {
      body: { registrationId: anna },
      headers: eva,
    });
    expect(again.body.handover.checkedInAt).toBe('2027-07-12T06:00:00.000Z');
    // Another lector's tap finds no such day.
    expect(
      (await api('POST', `/attendance/camp-days/${day}/check-in`, { body: { registrationId: ben }, headers: petr }))
        .status,
    ).toBe(404);
  });

  it('refuses a check-out by an unlisted person without an administrator’s override, and leaves nothing behind', async () => {
    now = new Date('2027-07-12T14:00:00Z'); // 16:00 in Prague
    const unlisted = await checkOut(eva, { registrationId: anna, collector: 'person', name: 'Karel Cizí' });
    expect(unlisted.status).toBe(403);
    expect(unlisted.body).toMatchObject({
      code: CampErrorCode.CheckoutNotAllowed,
      message: errorMessage(CampErrorCode.CheckoutNotAllowed),
    });
    const byLector = await checkOut(eva, {
      registrationId: anna,
      collector: 'other',
      name: 'Karel Cizí',
      note: 'Soused, rodiče volali',
    });
    expect(byLector.status).toBe(403);
    const gql = await app.graphql(
      'mutation ($id: ID!, $input: CampCheckoutInput!) { campCheckOut(lessonId: $id, input: $input) { registrationId } }',
      { id: day, input: { registrationId: anna, collector: 'other', name: 'Karel Cizí', note: 'x' } },
      eva,
    );
    expect(gql.body).toMatchObject({ errors: [{ extensions: { domainCode: CampErrorCode.CheckoutNotAllowed } }] });
    // "Jen rodiče" lists nobody; "odchází sám" not given is no way out either.
    expect((await checkOut(eva, { registrationId: ben, collector: 'person', name: 'Eva Řehořová' })).status).toBe(403);
    expect((await checkOut(eva, { registrationId: anna, collector: 'alone' })).status).toBe(403);
    // An administrator's override needs the note, named.
    const noNote = await checkOut(admin, { registrationId: anna, collector: 'other', name: 'Karel Cizí' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual({ note: 'Napište poznámku k výjimce: kdo dítě vyzvedl a proč.' });
    const [row] = await database.dataSource.query(
      'SELECT checked_out_at FROM camp_handover WHERE registration_id = $1',
      [anna],
    );
    expect(row.checked_out_at).toBeNull();
    expect(await database.dataSource.query(`SELECT 1 FROM mail_message WHERE kind = 'camp_checkout'`)).toEqual([]);
  });

  it('hands a child to a listed person in one tap and e-mails the parents; an undo takes it back', async () => {
    const out = await checkOut(eva, { registrationId: anna, collector: 'person', name: 'eva  řehořová' });
    expect(out.status).toBe(200);
    expect(out.body.handover).toMatchObject({
      checkedOutAt: now.toISOString(),
      collector: 'person',
      collectorName: 'Eva Řehořová',
    });
    const mail = await smtp.waitForMailTo('anna@example.com', 60_000);
    expect(mail.subject).toBe('Vyzvednutí z tábora – Anna Řehořová');
    expect((mail.text ?? '').replace(/\s+/g, ' ')).toContain(
      'Anna Řehořová si dnes z tábora „Příměstský tábor Líšeň“ vyzvedl(a) Eva Řehořová v 12.07.2027 16:00.',
    );
    const undone = await api('POST', `/attendance/camp-days/${day}/undo`, {
      body: { registrationId: anna },
      headers: eva,
    });
    expect(undone.body.handover).toMatchObject({ checkedInAt: '2027-07-12T06:00:00.000Z', checkedOutAt: null });
    const checkInUndone = await app.graphql<{ campUndoHandover: { handover: unknown } }>(
      'mutation ($id: ID!, $r: Int!) { campUndoHandover(lessonId: $id, registrationId: $r) { handover { checkedInAt checkedOutAt } } }',
      { id: day, r: anna },
      eva,
    );
    expect(checkInUndone.body.data?.campUndoHandover.handover).toEqual({ checkedInAt: null, checkedOutAt: null });
  });

  it('lets a child leave alone from the family’s time, and an administrator override with a note', async () => {
    now = new Date('2027-07-12T12:59:00Z'); // 14:59
    expect((await checkOut(eva, { registrationId: ben, collector: 'alone' })).status).toBe(403);
    now = new Date('2027-07-12T13:00:00Z'); // 15:00
    expect((await checkOut(eva, { registrationId: ben, collector: 'alone' })).body.handover).toMatchObject({
      collector: 'alone',
    });
    const override = await checkOut(admin, {
      registrationId: cyril,
      collector: 'other',
      name: 'Karel Dlouhý',
      note: 'Strýc; matka potvrdila telefonem v 14:50',
    });
    expect(override.status).toBe(200);
    expect(override.body.handover).toMatchObject({
      collector: 'other',
      collectorName: 'Karel Dlouhý',
      overrideNote: 'Strýc; matka potvrdila telefonem v 14:50',
    });
    // The override is the administrator's record: the camp's lector cannot take it back.
    const undone = await api('POST', `/attendance/camp-days/${day}/undo`, {
      body: { registrationId: cyril },
      headers: eva,
    });
    expect(undone.status).toBe(403);
    expect(undone.body.code).toBe(CampErrorCode.UndoOverrideNotAllowed);
    const mail = await smtp.waitForMailTo('cyril@example.com', 60_000);
    expect((mail.text ?? '').replace(/\s+/g, ' ')).toContain(
      'předání jako výjimku povolil administrátor s poznámkou: „Strýc; matka potvrdila telefonem v 14:50“',
    );
  });
});

describe('the family’s rights', () => {
  it('puts the handovers in the family’s export and erases them with the family', async () => {
    const token = await insertParentLink(database, 'cyril@example.com');
    const exported = await api('POST', '/parents/export', { body: { token, format: 'json' } });
    const file = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(file.campHandovers).toEqual([
      expect.objectContaining({ day: '2027-07-12', collector: 'other', collectorName: 'Karel Dlouhý' }),
    ]);
    const config = await testConfig();
    const services = createServices({ config, dataSource: database.dataSource, logger: silentLogger });
    const [{ id }] = await database.dataSource.query(`SELECT id FROM "user" WHERE username = 'spravce-dne'`);
    const administrator: Actor = {
      userId: id,
      username: 'spravce-dne',
      role: Role.administrator,
      editsContent: false,
      sessionId: 0,
    };
    await services.privacy.erase(administrator, 'cyril@example.com');
    expect(await database.dataSource.query('SELECT 1 FROM camp_handover WHERE registration_id = $1', [cyril])).toEqual(
      [],
    );
  });
});
