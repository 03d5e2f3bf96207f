// Two instances of the built app over one PostgreSQL database, one S3-compatible store (a fake S3) and
// one SMTP server, as behind a load balancer (issue 29): what one instance does, the other sees.
// The database is a fresh one on the browser tests' PostgreSQL server (or on a server of its own),
// so no other instance's outbox takes these e-mails.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { Client } from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { embeddedDatabaseUrl, graphqlOf as graphql, startApp, type AppProcess } from './app-process';

const ADMIN_PASSWORD = `e2e-${randomBytes(12).toString('hex')}`;
const BUCKET = 'kurzy-scale-out';
/** s3rver's fixed credentials. */
const S3_KEY = 'S3RVER';
/** Each instance signs its e-mails with its own sender, so the SMTP server can tell who sent what. */
const SENDERS = ['odesilatel-a@example.cz', 'odesilatel-b@example.cz'] as const;

interface Delivery {
  sender: string;
  recipients: string[];
}

const directories: string[] = [];
let serverUrl: string;
let databaseName: string;
let holder: AppProcess | undefined;
let s3: S3rver;
let smtp: SMTPServer;
const deliveries: Delivery[] = [];
let apps: AppProcess[] = [];

const temporaryDirectory = async (name: string) => {
  const directory = await mkdtemp(path.join(tmpdir(), `kurzy-scale-out-${name}-`));
  directories.push(directory);
  return directory;
};

/** The database server: the browser tests' embedded PostgreSQL, or one of our own. */
async function databaseServer(): Promise<string> {
  const shared = process.env.E2E_DATA_DIR;
  if (shared) return embeddedDatabaseUrl(shared);
  const directory = await temporaryDirectory('db');
  holder = await startApp(directory, { DEMO_DATA: 'false' });
  return embeddedDatabaseUrl(directory);
}

async function onServer<T>(work: (client: Client) => Promise<T>, database = 'kurzy'): Promise<T> {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const inDatabase = <T>(work: (client: Client) => Promise<T>) => onServer(work, databaseName);

beforeAll(async () => {
  serverUrl = await databaseServer();
  databaseName = `kurzy_scale_out_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${databaseName}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;

  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: await temporaryDirectory('s3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = (await s3.run()) as AddressInfo;

  // A mail server that takes a moment per message, so both instances are sending at once.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        deliveries.push({ sender, recipients: session.envelope.rcptTo.map((to) => to.address.toLowerCase()) });
        setTimeout(callback, 20);
      });
    },
  });
  // The instances keep pooled SMTP connections open: the one killed mid-load leaves its connections
  // reset, which smtp-server reports as the server's error (unheard, it failed the whole file).
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    ADMIN_PASSWORD,
    DEMO_DATA: 'false',
    STORAGE_URL: `s3://${BUCKET}/web`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: S3_KEY,
    AWS_SECRET_ACCESS_KEY: S3_KEY,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Every parent here comes from 127.0.0.1: the per-address limits would stop the crowd.
    REGISTRATION_RATE_LIMIT: '0',
    REGISTRATION_COURSE_LIMIT: '0',
    GRAPHQL_RATE_LIMIT: '0',
    // No address search from here: a refused connection saves the branch at once, without a map.
    GEOCODER_URL: 'http://127.0.0.1:9/',
  };
  apps = await Promise.all(
    SENDERS.map(async (sender) =>
      startApp(await temporaryDirectory('app'), { ...shared, MAIL_FROM: `Kroužky <${sender}>` }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop('SIGKILL')));
  if (databaseName) await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  await holder?.stop();
  await s3?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
}, 60_000);

async function login(app: AppProcess): Promise<string> {
  const answer = await graphql<{ login: { token: string } }>(
    app,
    'mutation ($p: String!) { login(username: "admin", password: $p) { token } }',
    { p: ADMIN_PASSWORD },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.login.token;
}

/** A course of `capacity` places (any number of replacements) with one weekly slot. */
async function courseSlot(token: string, capacity: number): Promise<number> {
  const [first] = apps as [AppProcess, AppProcess];
  const branch = await graphql<{ createBranch: { id: number } }>(
    first,
    `mutation { createBranch(input: { title: "Pobočka ${randomBytes(3).toString('hex')}", address: "Dlouhá 1, Brno" }) { id } }`,
    {},
    token,
  );
  expect(branch.errors).toBeUndefined();
  const course = await graphql<{ createCourse: { id: number } }>(
    first,
    `mutation { createCourse(input: { title: "Kurz pro dvě instance", type: sport, category: uncategorized, capacity: ${capacity}, maxCapacity: 100000, price: 1000 }) { id } }`,
    {},
    token,
  );
  expect(course.errors).toBeUndefined();
  const schedule = await graphql<{ createSchedule: { id: number } }>(
    first,
    'mutation ($c: Int!, $b: Int!) { createSchedule(input: { dayOfWeek: 2, from: "16:00", to: "17:00", courseId: $c, branchId: $b }) { id } }',
    { c: course.data!.createCourse.id, b: branch.data!.createBranch.id },
    token,
  );
  expect(schedule.errors).toBeUndefined();
  return schedule.data!.createSchedule.id;
}

/** Names take no digits: the number in letters. */
const inLetters = (n: number) => String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

async function register(app: AppProcess, scheduleId: number, email: string, n: number) {
  return graphql<{ register: { id: number; replacement: boolean } }>(
    app,
    'mutation ($i: RegistrationInput!) { register(input: $i) { id replacement } }',
    {
      i: {
        parentFirstName: 'Jana',
        parentLastName: 'Dvouinstanční',
        email,
        phone: '777123456',
        childFullName: `Dítě ${inLetters(n)}`,
        childBornYear: '2018-03-01',
        personalDataConsent: true,
        type: 'course',
        scheduleId,
      },
    },
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds; fails after `timeoutMs`. */
async function until(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await pause(10);
  }
}

it('a picture uploaded through one instance is served by the other, byte for byte', async () => {
  const [first, second] = apps as [AppProcess, AppProcess];
  const token = await login(first);
  const gallery = await graphql<{ createGallery: { id: number } }>(
    first,
    'mutation { createGallery(input: { title: "Dvě instance", visible: true }) { id } }',
    {},
    token,
  );
  expect(gallery.errors).toBeUndefined();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'tabor.jpg');
  const uploaded = await fetch(`${first.url}/api/pictures?owner=gallery&ownerId=${gallery.data!.createGallery.id}`, {
    method: 'POST',
    headers: { 'access-token': token },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const [picture] = (await uploaded.json()) as { path: string; thumbnailPath: string }[];
  for (const key of [picture!.path, picture!.thumbnailPath]) {
    const there = await fetch(`${second.url}/public/${key}`);
    expect(there.status).toBe(200);
    expect(there.headers.get('content-type')).toBe('image/jpeg');
    const here = await fetch(`${first.url}/public/${key}`);
    expect(Buffer.from(await there.arrayBuffer())).toEqual(Buffer.from(await here.arrayBuffer()));
  }
});

it('a session started on one instance works on the other, and a logout on one ends it on both within 1 s', async () => {
  const [first, second] = apps as [AppProcess, AppProcess];
  const token = await login(first);
  const me = async (app: AppProcess) =>
    (await graphql<{ me: { username: string } | null }>(app, '{ me { username } }', {}, token)).data?.me ?? null;
  expect(await me(second)).toEqual({ username: 'admin' });
  expect(await me(first)).toEqual({ username: 'admin' });

  // The second instance has just checked the session, so it holds it for its whole staleness bound.
  expect(await me(second)).not.toBeNull();
  const logout = await graphql<{ logout: boolean }>(first, 'mutation { logout }', {}, token);
  expect(logout.data?.logout).toBe(true);
  const loggedOutAt = Date.now();
  expect(await me(first)).toBeNull();
  // When the other instance lets go of it (for the figure)...
  let endedAfter: number | null = null;
  while (endedAfter === null && Date.now() - loggedOutAt < 1_000) {
    const askedAt = Date.now();
    if ((await me(second)) === null) endedAfter = askedAt - loggedOutAt;
    else await pause(10);
  }
  // ...and the bound itself: anything asked 1 s after the logout finds the session ended.
  expect(await me(second)).toBeNull();
  console.log(`Logout on one instance ended the session on the other after ${endedAfter ?? '1000+'} ms`);
});

it('200 registrations for one course spread over both keep the capacity exactly; their e-mails go out once each, from both', async () => {
  const [first, second] = apps as [AppProcess, AppProcess];
  const token = await login(first);
  const capacity = 20;
  const scheduleId = await courseSlot(token, capacity);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, n) =>
      register(n % 2 ? second : first, scheduleId, `dve-instance-${n}@example.com`, n).then((answer) => ({
        n,
        answer,
      })),
    ),
  );
  const settledMs = Date.now() - started;
  for (const { answer } of answers) expect(answer.errors).toBeUndefined();
  const placed = answers.filter(({ answer }) => !answer.data!.register.replacement);
  expect(placed).toHaveLength(capacity);

  const stored = await inDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; replacement: boolean }>(
      `SELECT r.id, r.replacement FROM registration r WHERE r.schedule_id = $1 AND r.cancelled_at IS NULL`,
      [scheduleId],
    );
    return new Map(rows.map((row) => [row.id, row.replacement]));
  });
  expect(stored.size).toBe(200);
  expect([...stored.values()].filter((replacement) => !replacement)).toHaveLength(capacity);
  for (const { answer } of answers)
    expect(stored.get(answer.data!.register.id)).toBe(answer.data!.register.replacement);

  // Every parent gets exactly one e-mail (the place's or the replacement's), whichever instance sends it.
  const mailStarted = Date.now();
  const ours = () => deliveries.filter((delivery) => delivery.recipients[0]?.startsWith('dve-instance-'));
  while (ours().length < 200 && Date.now() - mailStarted < 60_000) await pause(100);
  await pause(1_000); // anything sent twice would arrive by now
  const perRecipient = new Map<string, number>();
  for (const delivery of ours())
    for (const recipient of delivery.recipients) perRecipient.set(recipient, (perRecipient.get(recipient) ?? 0) + 1);
  expect(perRecipient.size).toBe(200);
  expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
  const bySender = SENDERS.map((sender) => ours().filter((delivery) => delivery.sender === sender).length);
  expect(bySender[0]).toBeGreaterThan(0);
  expect(bySender[1]).toBeGreaterThan(0);
  const rows = await inDatabase(async (client) => {
    const { rows } = await client.query<{ status: string; attempts: number; count: number }>(
      `SELECT m.status, m.attempts, count(*)::int AS count FROM mail_message m
         JOIN registration r ON r.id = m.registration_id WHERE r.schedule_id = $1 GROUP BY 1, 2`,
      [scheduleId],
    );
    return rows;
  });
  expect(rows).toEqual([{ status: 'sent', attempts: 1, count: 200 }]);
  console.log(
    `200 registrations over two instances settled in ${settledMs} ms; their 200 e-mails were all delivered ` +
      `${Date.now() - mailStarted - 1_000} ms later (${bySender[0]} by one instance, ${bySender[1]} by the other)`,
  );
}, 120_000);

it('one instance killed mid-load loses nothing it acknowledged; the other carries on', async () => {
  const [first, second] = apps as [AppProcess, AppProcess];
  const token = await login(first);
  const scheduleId = await courseSlot(token, 1_000);
  const acknowledged: { id: number; email: string }[] = [];
  let sent = 0;
  let stop = false;
  let atKill = 0;
  const worker = async (app: AppProcess) => {
    while (!stop) {
      sent += 1;
      const n = sent;
      const email = `zabite-${n}@example.com`;
      try {
        const answer = await register(app, scheduleId, email, n);
        if (answer.data?.register) acknowledged.push({ id: answer.data.register.id, email });
      } catch {
        // The instance died under this request: no answer, nothing promised.
        if (app === second) return;
      }
    }
  };
  const workers = [first, second].flatMap((app) => Array.from({ length: 4 }, () => worker(app)));
  try {
    await until(() => acknowledged.length >= 80, '80 acknowledged registrations');
    await second.stop('SIGKILL');
    atKill = acknowledged.length;
    await until(() => acknowledged.length >= atKill + 40, '40 more after the kill');
  } finally {
    stop = true;
    await Promise.all(workers);
  }

  // The survivor still answers, and everything either instance acknowledged is stored with its e-mail queued.
  expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
  const stored = await inDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; email: string; mails: number }>(
      `SELECT r.id, r.email, (SELECT count(*)::int FROM mail_message m WHERE m.registration_id = r.id) AS mails
         FROM registration r WHERE r.schedule_id = $1`,
      [scheduleId],
    );
    return new Map(rows.map((row) => [row.id, row]));
  });
  for (const { id, email } of acknowledged) expect(stored.get(id)).toEqual({ id, email, mails: 1 });
  console.log(
    `Killed one instance after ${atKill} acknowledged registrations; ${acknowledged.length} acknowledged in all, all stored`,
  );
}, 120_000);
