// E-mail with several app instances on one database (issue 29): one SMTP server in the test process,
// two instances sending to it at once, and a third sender that dies mid-way.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import type { Config } from '../../core/config';
import { createDataSource } from '../../core/database/data-source';
import { JobRunner } from '../../core/jobs';
import { memoryLogger, testConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertBranch, insertCourse, insertRegistration, insertSchedule } from '../../test/fixtures';
import { type RunningApp, startTestApp } from '../../test/http';
import { inLetters } from '../../test/names';
import { ENTITIES } from '..';
import { MailKind } from './mail-message.entity';
import { MailComposer } from './mail.composer';
import { MailOutbox, OUTBOX_DEFAULTS, type OutboxOptions } from './mail.outbox';
import { createMailTransport } from './mail.transport';

/** Short pauses, so that retries happen within a test: 200, 400, 800, 800 ms; given up after 5. */
const TUNING: Partial<OutboxOptions> = { sweepMs: 100, retryBaseMs: 200, retryMaxMs: 800, maxAttempts: 5 };
/** How long the SMTP server takes over each message, so both instances are sending at once. */
const SLOW_MS = 30;
const DOMAIN = 'kurzy.example.cz';
/** Each instance sends from its own address, so the server can tell who sent what. */
const SENDERS = [`prvni@${DOMAIN}`, `druha@${DOMAIN}`] as const;

interface Delivery {
  messageId: string;
  to: string[];
  sender: string;
  startedAt: number;
  endedAt: number;
}

/** What the SMTP server was asked: every RCPT TO, accepted or refused, with its time. */
interface Attempt {
  to: string;
  at: number;
  refused: boolean;
}

interface Server {
  url: string;
  deliveries: Delivery[];
  attempts: Attempt[];
  /** The most messages received at the same moment. */
  mostAtOnce: number;
  /** Answers 451 (try later) to a recipient while it returns true. */
  refuse: (to: string, earlierAttempts: number) => boolean;
  /** Runs at each RCPT TO, before the answer. */
  beforeRcpt: (to: string) => Promise<void>;
  /** Runs once a message is received and before it is accepted. */
  beforeAccept: (delivery: Delivery) => Promise<void>;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  let atOnce = 0;
  const state: Server = {
    url: '',
    deliveries: [],
    attempts: [],
    mostAtOnce: 0,
    refuse: () => false,
    beforeRcpt: async () => undefined,
    beforeAccept: async () => undefined,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const earlier = state.attempts.filter((attempt) => attempt.to === to).length;
      const refused = state.refuse(to, earlier);
      state.attempts.push({ to, at: Date.now(), refused });
      state
        .beforeRcpt(to)
        .then(
          () => callback(refused ? Object.assign(new Error('Try again later'), { responseCode: 451 }) : undefined),
          callback,
        );
    },
    onData(stream, session, callback) {
      const startedAt = Date.now();
      state.mostAtOnce = Math.max(state.mostAtOnce, (atOnce += 1));
      simpleParser(stream)
        .then(async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
          const delivery: Delivery = {
            messageId: mail.messageId ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            startedAt,
            endedAt: Date.now(),
          };
          await state.beforeAccept(delivery);
          state.deliveries.push(delivery);
          callback();
        })
        .catch(callback)
        .finally(() => (atOnce -= 1));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  state.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return state;
}

let server: Server;
let database: TestDatabase;
let configs: Config[];
let instances: RunningApp[];
let scheduleId: number;

beforeAll(async () => {
  server = await startServer();
  database = await createTestDatabase();
  configs = await Promise.all(
    SENDERS.map((from) =>
      testConfig({
        SMTP_URL: server.url,
        MAIL_FROM: `Kroužky <${from}>`,
        REGISTRATION_RATE_LIMIT: '0',
        REGISTRATION_COURSE_LIMIT: '0',
      }),
    ),
  );
  instances = [];
  for (const config of configs)
    instances.push(await startTestApp(database, config, { tuning: { mailOutbox: TUNING } }));
  const branchId = await insertBranch(database, { title: 'Pobočka Brno-střed', address: 'Palackého 1, Brno' });
  const courseId = await insertCourse(database, { capacity: 500, max_capacity: 500, title: 'Keramika' });
  scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId, day_of_week: 2 });
});
afterAll(async () => {
  for (const instance of instances ?? []) await instance.close();
  await server?.close();
  await database?.drop();
});

const REGISTER = 'mutation ($input: RegistrationInput!) { register(input: $input) { id } }';

let counter = 0;
/** A registration through the public API of `app`; returns the parent's address. */
async function register(app: RunningApp, email = `rodic${(counter += 1)}@example.com`): Promise<string> {
  const input = {
    parentFirstName: 'Jana',
    parentLastName: 'Nováková',
    email,
    phone: '+420 777 123 456',
    childFullName: `Anna Řehořová ${inLetters((counter += 1))}`,
    childBornYear: `${new Date().getFullYear() - 6}-01-15`,
    personalDataConsent: true,
    type: 'course',
    scheduleId,
  };
  const { body } = await app.graphql(REGISTER, { input });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return email;
}

interface Row {
  id: number;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
}

const rowsTo = (recipients: readonly string[]): Promise<Row[]> =>
  database.dataSource.query(
    'SELECT id, recipient, status, attempts, last_error, next_attempt_at FROM mail_message WHERE recipient = ANY($1) ORDER BY id',
    [recipients],
  );

/** Polls until `check` passes (the outboxes work after the answers). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deliveriesTo = (to: string) => server.deliveries.filter((delivery) => delivery.to.includes(to));
/** The Message-ID of an outbox row: the same from any instance and on every attempt. */
const messageIdOf = (row: Pick<Row, 'id'>, kind = MailKind.confirmation) => `<${row.id}-${kind}@${DOMAIN}>`;

describe('two instances sending at once', () => {
  it('deliver each of 100 messages exactly once, both of them sending', async () => {
    const recipients: string[] = [];
    // Ten parents at a time, each through one instance or the other, as behind a load balancer.
    for (let round = 0; round < 10; round += 1)
      recipients.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, index) => register(instances[index % 2]!)))),
      );

    const rows = await eventually(
      () => rowsTo(recipients),
      (found) => found.length === 100 && found.every((row) => row.status !== 'pending'),
    );
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);

    const received = server.deliveries.filter((delivery) => recipients.includes(delivery.to[0]!));
    expect(received).toHaveLength(100);
    expect(new Set(received.map((delivery) => delivery.messageId))).toEqual(
      new Set(rows.map((row) => messageIdOf(row))),
    );
    for (const row of rows)
      expect(deliveriesTo(row.recipient).map((delivery) => delivery.to)).toEqual([[row.recipient]]);
    // Both sent some, and at the same time (each instance sends one message after another).
    for (const sender of SENDERS)
      expect(received.filter((delivery) => delivery.sender === sender).length).toBeGreaterThan(0);
    expect(server.mostAtOnce).toBeGreaterThanOrEqual(2);
  });
});

describe('an SMTP server that answers "try later"', () => {
  afterEach(() => {
    server.refuse = () => false;
  });

  it('gets the message again after pauses that double up to the longest, and it arrives once', async () => {
    const email = `odlozeny${(counter += 1)}@example.com`;
    server.refuse = (to, earlier) => to === email && earlier < 4;
    await register(instances[0]!, email);

    const [row] = await eventually(
      () => rowsTo([email]),
      ([found]) => found?.status === 'sent',
    );
    expect(row).toMatchObject({ attempts: 5, last_error: null });
    expect(deliveriesTo(email).map((delivery) => delivery.messageId)).toEqual([messageIdOf(row!)]);

    const times = server.attempts.filter((attempt) => attempt.to === email).map((attempt) => attempt.at);
    expect(times).toHaveLength(5);
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    // Never before the pause (200, 400, 800, then capped at 800), and soon after it (the sweep).
    [200, 400, 800, 800].forEach((pause, index) => {
      expect(gaps[index]).toBeGreaterThanOrEqual(pause);
      expect(gaps[index]).toBeLessThan(pause + 600);
    });
  });

  it('gives up after the last attempt, says why, and tries no more', async () => {
    const email = `nedorucitelny${(counter += 1)}@example.com`;
    server.refuse = (to) => to === email;
    await register(instances[1]!, email);

    const [row] = await eventually(
      () => rowsTo([email]),
      ([found]) => found?.status === 'failed',
    );
    expect(row).toMatchObject({ attempts: 5 });
    expect(row!.last_error).toMatch(/451|Try again later/);
    // Longer than the longest pause and several sweeps of both instances.
    await sleep(1_500);
    expect(server.attempts.filter((attempt) => attempt.to === email)).toHaveLength(5);
    expect(deliveriesTo(email)).toEqual([]);
    expect((await rowsTo([email]))[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });
});

describe('a sender that dies mid-way', () => {
  const LEASE_MS = 1_500;
  let dying: { dataSource: DataSource; outbox: MailOutbox };

  /** A third sender with a database connection of its own, which the test cuts to "kill" it. */
  beforeEach(async () => {
    const dataSource = createDataSource(database.url, ENTITIES);
    await dataSource.initialize();
    const config = configs[0]!;
    const outbox = new MailOutbox(
      dataSource,
      createMailTransport({ smtpUrl: server.url, from: config.mailFrom, dataDir: config.dataDir }, memoryLogger()),
      new MailComposer(config.operator, config.publicUrl),
      memoryLogger(),
      // Never started: the test drives its one delivery itself.
      new JobRunner(dataSource, memoryLogger()),
      { ...OUTBOX_DEFAULTS, leaseMs: LEASE_MS },
    );
    dying = { dataSource, outbox };
  });
  afterEach(async () => {
    server.beforeAccept = async () => undefined;
    server.beforeRcpt = async () => undefined;
    server.refuse = () => false;
    await dying.outbox.stop();
    if (dying.dataSource.isInitialized) await dying.dataSource.destroy();
  });

  /** A message waiting for the dying sender alone (the others see it due only in an hour). */
  async function waitingMessage(email: string): Promise<number> {
    const registrationId = await insertRegistration(database, { schedule_id: scheduleId, email });
    return database.dataSource.transaction(async (manager) => {
      const id = await dying.outbox.queue(manager, registrationId, MailKind.confirmation);
      await manager.query(`UPDATE mail_message SET next_attempt_at = now() + interval '1 hour' WHERE id = $1`, [id]);
      return id;
    });
  }

  it('after the server took the message: another instance sends it again after the lease, with the same Message-ID', async () => {
    const email = `dvakrat${(counter += 1)}@example.com`;
    const id = await waitingMessage(email);
    // The sender dies after the server accepted the message and before it marked it sent.
    server.beforeAccept = async (delivery) => {
      if (delivery.to.includes(email) && dying.dataSource.isInitialized) await dying.dataSource.destroy();
    };
    await expect(dying.outbox.deliverNow(id)).rejects.toThrow();
    const [claimed] = await rowsTo([email]);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    const leaseEnds = claimed!.next_attempt_at.getTime();
    expect(leaseEnds).toBeGreaterThan(deliveriesTo(email)[0]!.endedAt);

    const [sent] = await eventually(
      () => rowsTo([email]),
      ([found]) => found?.status === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 2 });
    const [first, again] = deliveriesTo(email);
    expect(again!.startedAt).toBeGreaterThanOrEqual(leaseEnds);
    expect([first!.messageId, again!.messageId]).toEqual([messageIdOf({ id }), messageIdOf({ id })]);
    expect(SENDERS).toContain(again!.sender);
  });

  it('before the server took it: another instance sends it after the lease, once', async () => {
    const email = `jednou${(counter += 1)}@example.com`;
    const id = await waitingMessage(email);
    // The sender dies as it begins the SMTP conversation; the server never gets the message from it.
    server.refuse = (to, earlier) => to === email && earlier === 0;
    server.beforeRcpt = async (to) => {
      if (to === email && dying.dataSource.isInitialized) await dying.dataSource.destroy();
    };
    await expect(dying.outbox.deliverNow(id)).rejects.toThrow();
    const [claimed] = await rowsTo([email]);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    const leaseEnds = claimed!.next_attempt_at.getTime();

    const [sent] = await eventually(
      () => rowsTo([email]),
      ([found]) => found?.status === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 2 });
    const deliveries = deliveriesTo(email);
    expect(deliveries.map((delivery) => delivery.messageId)).toEqual([messageIdOf({ id })]);
    expect(deliveries[0]!.startedAt).toBeGreaterThanOrEqual(leaseEnds);
  });
});
