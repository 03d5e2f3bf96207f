// The health declaration over real HTTP (issue 48, item 2): the window across midnight in Prague on
// both sides (a movable clock, never waiting), the audit trail, the PDF copy, the paper copy staff
// record, and the e-mail at 8:00 the day before from a sweep of the shared job runner.
import { CampErrorCode, errorMessage } from '@kurzy/common';
import type { ParsedMail } from 'mailparser';
import { JobRunner } from '../../../core/jobs';
import { silentLogger } from '../../../core/logger';
import { testConfig } from '../../../test/config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { insertCamp, insertParentLink, insertRegistration } from '../../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../../test/mail';
import { pdfText } from '../../../test/pdf-text';
import { restClient, type RestClient } from '../../../test/rest';
import { createServices } from '../../../test/services';
import { CAMP_DECLARATION_REMIND_JOB } from './camp-paperwork.module';

let database: TestDatabase;
let smtp: TestSmtpServer;
let app: RunningApp;
let api: RestClient;
/** The server's clock, moved by the tests. */
let now = new Date('2027-06-01T10:00:00Z');
const clock = () => now;
let campId: number;
let admin: Record<string, string>;

// A camp from Monday 5 July 2027 to Friday 9 July (summer time in Prague: UTC+2). The window opens
// at 00:00 Prague on Sunday 4 July, 22:00 UTC on the 3rd, and closes at 00:00 on Saturday 10 July.
const OPENS = new Date('2027-07-03T22:00:00Z');
const CLOSES = new Date('2027-07-09T22:00:00Z');
const justBefore = (moment: Date) => new Date(moment.getTime() - 1000);

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const config = await testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kurzy.example.cz' });
  app = await startTestApp(database, config, { tuning: { campPaperworkNow: clock } });
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  campId = await insertCamp(database, { title: 'Příměstský tábor Líšeň', from: '2027-07-05', to: '2027-07-09' });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await database.drop();
});

let counter = 0;
async function family(values: Record<string, unknown> = {}) {
  const email = `rodina-${(counter += 1)}@example.com`;
  const registrationId = await insertRegistration(database, {
    camp_id: campId,
    email,
    child_full_name: 'Anna Řehořová',
    ...values,
  });
  return { email, registrationId, token: await insertParentLink(database, email) };
}

const sign = (token: string, registrationId: number, signerName = 'Jana Řehořová') =>
  api('POST', '/parents/camp-declaration', {
    body: { token, registrationId, signerName, confirm: true },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' },
  });

const paperworkOf = async (token: string, registrationId: number) => {
  const { body } = await api('POST', '/parents/page', { body: { token } });
  return body.registrations.find((registration: { id: number }) => registration.id === registrationId).campPaperwork;
};

describe('the health declaration’s window, across midnight in Prague', () => {
  it('opens at 00:00 Prague time on the day before the first day: a second earlier is 409 naming that day', async () => {
    const { token, registrationId } = await family();
    now = justBefore(OPENS);
    const early = await sign(token, registrationId);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(CampErrorCode.DeclarationTooEarly);
    expect(early.body.message).toBe(errorMessage(CampErrorCode.DeclarationTooEarly, { from: '2027-07-04' }));
    expect(early.body.message).toContain('v neděli 04.07.2027 od 00:00');
    expect(await paperworkOf(token, registrationId)).toMatchObject({
      declarationRequired: true,
      declarationOpensAt: OPENS.toISOString(),
      declarationClosesAt: CLOSES.toISOString(),
      declaration: null,
    });
    expect(await database.dataSource.query('SELECT 1 FROM camp_declaration')).toEqual([]);

    now = OPENS;
    const signed = await sign(token, registrationId);
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ signerName: 'Jana Řehořová', signedAt: OPENS.toISOString(), channel: 'web' });
    expect((await paperworkOf(token, registrationId)).declaration).toMatchObject({
      signerName: 'Jana Řehořová',
      signedAt: OPENS.toISOString(),
      version: 1,
      pdfPath: '/api/parents/camp-declaration/pdf',
    });
    // The audit trail: the text's version, a hash of the address (never the address), the user agent.
    const [row] = await database.dataSource.query(
      `SELECT encode(d.address_hash, 'hex') AS hash, d.user_agent AS "userAgent", t.kind, t.version
         FROM camp_declaration d JOIN legal_text t ON t.id = d.legal_text_id WHERE d.registration_id = $1`,
      [registrationId],
    );
    expect(row).toMatchObject({ userAgent: 'Mozilla/5.0 (iPhone) Test', kind: 'campDeclaration', version: 1 });
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    // Signing again answers the first signature.
    const again = await sign(token, registrationId, 'Petr Řehoř');
    expect(again.body).toMatchObject({ signerName: 'Jana Řehořová', signedAt: OPENS.toISOString() });
  });

  it('closes at the end of the last day in Prague', async () => {
    const last = await family();
    const late = await family();
    now = justBefore(CLOSES);
    expect((await sign(last.token, last.registrationId)).status).toBe(201);
    now = CLOSES;
    const refused = await sign(late.token, late.registrationId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(CampErrorCode.DeclarationClosed);
  });

  it('refuses a name that is no name and an unconfirmed text, naming the field', async () => {
    const { token, registrationId } = await family();
    now = OPENS;
    const unconfirmed = await api('POST', '/parents/camp-declaration', {
      body: { token, registrationId, signerName: 'Jana Řehořová', confirm: false },
    });
    expect(unconfirmed.status).toBe(400);
    expect(Object.keys(unconfirmed.body.errors)).toEqual(['confirm']);
    const nameless = await sign(token, registrationId, '');
    expect(nameless.status).toBe(400);
    expect(Object.keys(nameless.body.errors)).toEqual(['signerName']);
  });
});

describe('the copies', () => {
  it('gives the family a PDF copy with the text, the name and the moment; another family gets 404', async () => {
    const { token, registrationId } = await family();
    now = new Date('2027-07-04T06:15:00Z');
    expect((await sign(token, registrationId, 'Jana Řehořová')).status).toBe(201);
    const response = await fetch(`${app.url}/api/parents/camp-declaration/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, registrationId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Prohlášení o bezinfekčnosti');
    expect(text).toContain('nejeví známky akutního onemocnění');
    expect(text).toContain('Anna Řehořová');
    expect(text).toContain('Podepsal(a): Jana Řehořová');
    expect(text).toContain('04.07.2027 08:15');

    const stranger = await family();
    const refused = await api('POST', '/parents/camp-declaration/pdf', {
      body: { token: stranger.token, registrationId },
    });
    expect(refused.status).toBe(404);
  });

  it('lets staff record a paper copy', async () => {
    const { token, registrationId } = await family();
    now = new Date('2027-07-05T06:00:00Z');
    const recorded = await api('POST', `/registrations/${registrationId}/camp-declaration/paper`, {
      body: { signerName: 'Petr Řehoř' },
      headers: admin,
    });
    expect(recorded.status).toBe(200);
    expect((await paperworkOf(token, registrationId)).declaration).toMatchObject({
      signerName: 'Petr Řehoř',
      channel: 'paper',
    });
    // The public may not.
    const anonymous = await api('POST', `/registrations/${registrationId}/camp-declaration/paper`, {
      body: { signerName: 'Petr Řehoř' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the reminder the day before', () => {
  it('is e-mailed at 8:00 Prague time the day before by a sweep of the shared job runner, once, to those who have not signed', async () => {
    await database.dataSource.query(`UPDATE registration SET cancelled_at = now() WHERE camp_id = $1`, [campId]);
    const unsigned = await family({ child_full_name: 'Bára Malá' });
    const signedAlready = await family();
    now = OPENS;
    expect((await sign(signedAlready.token, signedAlready.registrationId)).status).toBe(201);

    const jobs = new JobRunner(database.dataSource, silentLogger);
    const services = createServices({
      config: await testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kurzy.example.cz' }),
      dataSource: database.dataSource,
      logger: silentLogger,
      jobs,
      tuning: { campPaperworkNow: clock },
    });
    const queued = async (registrationId: number) => {
      const [{ count }] = await database.dataSource.query(
        `SELECT count(*)::int AS count FROM mail_message WHERE registration_id = $1 AND kind = 'camp_declaration_reminder'`,
        [registrationId],
      );
      return count as number;
    };
    try {
      now = new Date('2027-07-04T05:59:00Z'); // 07:59 in Prague
      expect(await jobs.runNow(CAMP_DECLARATION_REMIND_JOB)).toBe('done');
      expect(await queued(unsigned.registrationId)).toBe(0);
      now = new Date('2027-07-04T06:00:00Z'); // 08:00
      expect(await jobs.runNow(CAMP_DECLARATION_REMIND_JOB)).toBe('done');
      expect(await jobs.runNow(CAMP_DECLARATION_REMIND_JOB)).toBe('done');
      expect(await queued(unsigned.registrationId)).toBe(1);
      expect(await queued(signedAlready.registrationId)).toBe(0);
      const mail: ParsedMail = await smtp.waitFor(
        (message) =>
          JSON.stringify(message.to).includes(unsigned.email) &&
          /^Prohlášení o bezinfekčnosti/.test(message.subject ?? ''),
        60_000,
      );
      expect((mail.text ?? '').replace(/\s+/g, ' ')).toContain('Bára Malá');
    } finally {
      await services.mail.stop();
    }
  });
});
