// The doctor's certificate over real HTTP (issue 48, item 3): the family's upload into the private
// store (never under /public), sniffed by content, its size and issue date refused with the field
// named; only the family and staff of that camp read the file (another family and another camp's
// lector: 404); staff mark it checked; the sweep 60 days after the camp (the camp's dates are moved,
// never waited for); the export, and the erasure taking the file off the disk.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CampErrorCode, CERTIFICATE_MAX_BYTES, ParentErrorCode, RegistrationErrorCode, Role } from '@kurzy/common';
import type { Actor } from '../../../core/actor';
import type { Config } from '../../../core/config';
import { JobRunner } from '../../../core/jobs';
import { silentLogger } from '../../../core/logger';
import { testConfig } from '../../../test/config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { insertCamp, insertParentLink, insertRegistration } from '../../../test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { type AnyJson, restClient, type RestClient } from '../../../test/rest';
import { createServices } from '../../../test/services';
import { CAMP_CERTIFICATE_SWEEP_JOB } from './camp-paperwork.module';

let database: TestDatabase;
let config: Config;
let app: RunningApp;
let api: RestClient;
/** The server's clock: Thursday 1 July 2027, noon in Prague; the camp is 12-16 July. */
const now = new Date('2027-07-01T10:00:00Z');
const clock = () => now;
let campId: number;
let admin: Record<string, string>;
let eva: Record<string, string>;
let petr: Record<string, string>;
let anna: { registrationId: number; token: string };
let ben: { registrationId: number; token: string };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF posudek')]);

beforeAll(async () => {
  database = await createTestDatabase();
  config = await testConfig();
  app = await startTestApp(database, config, { tuning: { campPaperworkNow: clock } });
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator', 'spravce-posudku');
  eva = await staffHeaders(app, database, 'lector', 'eva-posudky');
  petr = await staffHeaders(app, database, 'lector', 'petr-jinde');
  const idOf = async (name: string) =>
    (await database.dataSource.query('SELECT id FROM "user" WHERE username = $1', [name]))[0].id as number;
  campId = await insertCamp(database, {
    from: '2027-07-12',
    to: '2027-07-16',
    certificate_required: true,
    lector_id: await idOf('eva-posudky'),
  });
  await insertCamp(database, { from: '2027-07-12', to: '2027-07-16', lector_id: await idOf('petr-jinde') });
  const family = async (email: string) => {
    const registrationId = await insertRegistration(database, { camp_id: campId, email });
    return { registrationId, token: await insertParentLink(database, email) };
  };
  anna = await family('anna-posudek@example.com');
  ben = await family('ben-posudek@example.com');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The multipart upload as the family's page sends it: the fields, then the file. */
async function upload(
  who: { registrationId: number; token: string },
  issuedOn: string,
  data: Buffer,
  type = 'application/octet-stream',
) {
  const body = new FormData();
  body.append('token', who.token);
  body.append('registrationId', String(who.registrationId));
  body.append('issuedOn', issuedOn);
  body.append('file', new Blob([data], { type }), 'posudek');
  const response = await fetch(`${app.url}/api/parents/camp-certificate`, { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as AnyJson };
}

const familyFile = (token: string, registrationId: number) =>
  fetch(`${app.url}/api/parents/camp-certificate/file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, registrationId }),
  });

const staffFile = (headers: Record<string, string>, registrationId: number) =>
  fetch(`${app.url}/api/registrations/${registrationId}/camp-certificate`, { headers });

const certificateOnPage = async (who: { registrationId: number; token: string }) => {
  const { body } = await api('POST', '/parents/page', { body: { token: who.token } });
  const registration = body.registrations.find((one: { id: number }) => one.id === who.registrationId);
  return registration.campPaperwork as { certificateRequired: boolean; certificate: Record<string, unknown> | null };
};

const privateFiles = async () =>
  (await readdir(path.join(config.dataDir, 'private', 'certificates')).catch(() => [])).sort();

describe('the family’s upload', () => {
  it('keeps the file in the private store, never under /public, and a new one replaces it', async () => {
    expect(await certificateOnPage(anna)).toMatchObject({ certificateRequired: true, certificate: null });
    const first = await upload(anna, '2026-09-01', PDF, 'image/png');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'uploaded',
      issuedOn: '2026-09-01',
      validUntil: '2028-09-01',
      contentType: 'application/pdf',
      checkedAt: null,
      filePath: '/api/parents/camp-certificate/file',
    });
    const [stored] = await privateFiles();
    expect(stored).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(path.join(config.dataDir, 'private', 'certificates', stored!))).toEqual(PDF);
    expect((await fetch(`${app.url}/public/certificates/${stored}`)).status).toBe(404);
    const climbed = await fetch(`${app.url}/public/%2e%2e/private/certificates/${stored}`);
    expect(Buffer.from(await climbed.arrayBuffer())).not.toEqual(PDF);
    expect((await certificateOnPage(anna)).certificate).toMatchObject({ status: 'uploaded' });

    const own = await familyFile(anna.token, anna.registrationId);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PDF);

    const replaced = await upload(anna, '2027-06-30', JPEG);
    expect(replaced.body).toMatchObject({ status: 'uploaded', issuedOn: '2027-06-30', contentType: 'image/jpeg' });
    const files = await privateFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    expect(Buffer.from(await (await familyFile(anna.token, anna.registrationId)).arrayBuffer())).toEqual(JPEG);
  });

  it('refuses a file that is no JPEG, PNG or PDF by its content, one too large, a future or too old date', async () => {
    const before = await database.dataSource.query('SELECT * FROM camp_certificate ORDER BY registration_id');
    // Called a JPEG by the client, HTML by its bytes.
    const html = await upload(ben, '2027-06-01', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg');
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({ code: CampErrorCode.CertificateFileType });
    expect(Object.keys(html.body.errors)).toEqual(['file']);

    const large = await upload(ben, '2027-06-01', Buffer.concat([PDF, Buffer.alloc(CERTIFICATE_MAX_BYTES)]));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: CampErrorCode.CertificateTooLarge, errors: { file: expect.any(String) } });
    expect(large.body.message).toContain('10 MB');

    const future = await upload(ben, '2027-07-02', PDF);
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: CampErrorCode.CertificateIssuedInFuture });
    expect(Object.keys(future.body.errors)).toEqual(['issuedOn']);
    // Valid two years: issued on 30 June 2025 it ran out yesterday; on 1 July 2025 it still holds today.
    const old = await upload(ben, '2025-06-30', PDF);
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: CampErrorCode.CertificateTooOld, errors: { issuedOn: expect.any(String) } });
    const invalid = await upload(ben, '31.2.2027', PDF);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(['issuedOn']);

    expect(await database.dataSource.query('SELECT * FROM camp_certificate ORDER BY registration_id')).toEqual(before);
    expect(await privateFiles()).toHaveLength(1);
    // Accepted, but it runs out before the camp's last day (16 July): shown as expired.
    const short = await upload(ben, '2025-07-01', PDF);
    expect(short.status).toBe(201);
    expect(short.body).toMatchObject({ status: 'expired', validUntil: '2027-07-01' });
  });
});

describe('who reads the file', () => {
  it('is the family and staff of that camp: another family and another camp’s lector get 404', async () => {
    // Ben's link asks for Anna's certificate.
    const otherFamily = await familyFile(ben.token, anna.registrationId);
    expect(otherFamily.status).toBe(404);
    expect(((await otherFamily.json()) as AnyJson).code).toBe(ParentErrorCode.LinkInvalid);
    expect((await upload({ ...ben, registrationId: anna.registrationId }, '2027-06-01', PDF)).status).toBe(404);

    const otherLector = await staffFile(petr, anna.registrationId);
    expect(otherLector.status).toBe(404);
    expect(((await otherLector.json()) as AnyJson).code).toBe(RegistrationErrorCode.NotFound);
    expect(
      (await api('POST', `/registrations/${anna.registrationId}/camp-certificate/check`, { headers: petr })).status,
    ).toBe(404);
    expect((await staffFile({}, anna.registrationId)).status).toBe(401);

    for (const staff of [eva, admin]) {
      const opened = await staffFile(staff, anna.registrationId);
      expect(opened.status).toBe(200);
      expect(Buffer.from(await opened.arrayBuffer())).toEqual(JPEG);
    }
  });

  it('lets staff of the camp mark it checked, shown on the camp day and the family’s page', async () => {
    const checked = await api('POST', `/registrations/${anna.registrationId}/camp-certificate/check`, { headers: eva });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ status: 'checked', checkedAt: now.toISOString() });
    expect((await certificateOnPage(anna)).certificate).toMatchObject({ status: 'checked' });

    const { body } = await app.graphql<{ campDayChildren: { registrationId: number; certificate: unknown }[] }>(
      'query ($id: ID!) { campDayChildren(lessonId: $id) { registrationId certificate { status filePath } } }',
      { id: `c${campId}-2027-07-12` },
      eva,
    );
    expect(body.data?.campDayChildren).toEqual(
      expect.arrayContaining([
        {
          registrationId: anna.registrationId,
          certificate: { status: 'checked', filePath: `/api/registrations/${anna.registrationId}/camp-certificate` },
        },
        { registrationId: ben.registrationId, certificate: expect.objectContaining({ status: 'expired' }) },
      ]),
    );
    const graphql = await app.graphql(
      'mutation ($id: Int!) { markCampCertificateChecked(registrationId: $id) { status } }',
      { id: ben.registrationId },
      admin,
    );
    const pdf = await fetch(`${app.url}/api/attendance/camp-days/c${campId}-2027-07-12/pdf`, { headers: eva });
    const printed = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(printed).toContain('Lékařský posudek: ✓ zkontrolovaný');
    expect(printed).toContain('Lékařský posudek: ✗ propadlý');
    // Checked, it still does not cover the camp.
    expect(graphql.body.data).toEqual({ markCampCertificateChecked: { status: 'expired' } });
    expect((await certificateOnPage(ben)).certificate).toMatchObject({
      status: 'expired',
      checkedAt: now.toISOString(),
    });
  });
});

describe('after the camp, and the family’s rights', () => {
  it('is in the export, and the erasure takes the file off the disk', async () => {
    const exported = await api('POST', '/parents/export', { body: { token: ben.token, format: 'json' } });
    const file = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(file.campCertificates).toEqual([
      expect.objectContaining({
        registrationId: ben.registrationId,
        issuedOn: '2025-07-01',
        contentType: 'application/pdf',
      }),
    ]);
    expect(await privateFiles()).toHaveLength(2);
    const services = createServices({ config, dataSource: database.dataSource, logger: silentLogger });
    const [{ id }] = await database.dataSource.query(`SELECT id FROM "user" WHERE username = 'spravce-posudku'`);
    const administrator: Actor = {
      userId: id,
      username: 'x',
      role: Role.administrator,
      editsContent: false,
      sessionId: 0,
    };
    await services.privacy.erase(administrator, 'ben-posudek@example.com');
    expect(
      await database.dataSource.query('SELECT 1 FROM camp_certificate WHERE registration_id = $1', [
        ben.registrationId,
      ]),
    ).toEqual([]);
    const left = await privateFiles();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.jpg$/);
  });

  it('loses its file with a registration staff delete (queued by the table, removed by the sweep)', async () => {
    const email = 'cyril-posudek@example.com';
    const cyril = { registrationId: await insertRegistration(database, { camp_id: campId, email }), token: '' };
    cyril.token = await insertParentLink(database, email);
    expect((await upload(cyril, '2027-06-01', PDF)).status).toBe(201);
    expect(await privateFiles()).toHaveLength(2);
    expect((await api('DELETE', `/registrations/${cyril.registrationId}`, { headers: admin })).status).toBe(200);
    const jobs = new JobRunner(database.dataSource, silentLogger);
    createServices({
      config,
      dataSource: database.dataSource,
      logger: silentLogger,
      jobs,
      tuning: { campPaperworkNow: clock },
    });
    expect(await jobs.runNow(CAMP_CERTIFICATE_SWEEP_JOB)).toBe('done');
    expect(await privateFiles()).toHaveLength(1);
    expect(await database.dataSource.query('SELECT 1 FROM private_file_removal')).toEqual([]);
  });

  it('is deleted 60 days after the camp: hidden on every read once due, file and row swept', async () => {
    // The camp moved back: its last day 60 days before today is not enough, 61 is.
    await database.dataSource.query(`UPDATE camp SET "from" = '2027-04-26', "to" = '2027-05-02' WHERE id = $1`, [
      campId,
    ]);
    expect((await staffFile(admin, anna.registrationId)).status).toBe(200);
    await database.dataSource.query(`UPDATE camp SET "from" = '2027-04-26', "to" = '2027-05-01' WHERE id = $1`, [
      campId,
    ]);
    expect((await familyFile(anna.token, anna.registrationId)).status).toBe(404);
    expect((await staffFile(admin, anna.registrationId)).status).toBe(404);
    expect((await certificateOnPage(anna)).certificate).toBeNull();

    const jobs = new JobRunner(database.dataSource, silentLogger);
    createServices({
      config,
      dataSource: database.dataSource,
      logger: silentLogger,
      jobs,
      tuning: { campPaperworkNow: clock },
    });
    expect(await jobs.runNow(CAMP_CERTIFICATE_SWEEP_JOB)).toBe('done');
    expect(await database.dataSource.query('SELECT 1 FROM camp_certificate')).toEqual([]);
    expect(await privateFiles()).toEqual([]);
  });
});
