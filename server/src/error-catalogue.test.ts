// Every domain code of the catalogue (common/src/errors/) through the public doors (issue 22, item 1).
// Each code either has a scenario that makes the running app answer it, at GraphQL (POST /graphql:
// errors[0].extensions.domainCode, beside the kind's Apollo code in extensions.code) and at REST
// (/api: body `code`, with the HTTP status of the kind), at both doors wherever the operation exists
// at both (a one-door scenario says why the other door has no such call); or it is marked internal,
// with the reason no client can ever be answered it. A code added to the catalogue without either
// fails here: TypeScript on the table, the first test at run time. Both doors' messages must be the
// catalogue's text written from the answer's own `params`.
//
// One app serves almost every scenario; a second one over the same database has the anonymous
// GraphQL flood guard on (it counts in its process, and every other anonymous query would spend it).
// Scenarios make their own rows (server/src/test/fixtures.ts); rate limits and login failures are
// counted in PostgreSQL and forgotten before each scenario, so none spends another's budget. The
// refusals that only a race gives (two staff at once) are made by holding a row lock in a
// transaction of the test's own until the app waits for it.
import { crc32, deflateSync } from 'node:zlib';
import { createHmac, randomUUID } from 'node:crypto';
import {
  AccountingErrorCode,
  AttendanceErrorCode,
  AuthErrorCode,
  BranchErrorCode,
  CampErrorCode,
  CERTIFICATE_MAX_BYTES,
  CourseErrorCode,
  CustomerErrorCode,
  ERRORS,
  errorFieldMessage,
  errorKind,
  errorMessage,
  FilterErrorCode,
  GalleryErrorCode,
  InvoiceErrorCode,
  KIND_ANSWERS,
  LegalErrorCode,
  MailErrorCode,
  MessageErrorCode,
  MakeupErrorCode,
  ParentErrorCode,
  PaymentErrorCode,
  NewsErrorCode,
  RecordErrorCode,
  ReenrolmentErrorCode,
  RegistrationErrorCode,
  RequestErrorCode,
  ScheduleErrorCode,
  SupporterErrorCode,
  DiscountErrorCode,
  UploadErrorCode,
  UserErrorCode,
  VideoErrorCode,
  WaitlistErrorCode,
  type ErrorCode,
  type PlainErrorCode,
  REGISTRATION_SELECTION_MAX,
  pragueToday,
} from '@kurzy/common';
import { EXPORT_MAX_ROWS } from './core/crud';
import { QUERY_LIMITS } from './core/graphql-limits';
import { MAX_FAILURES_PER_USERNAME_AND_ADDRESS } from './modules/auth/auth.login-throttle';
import { EMAIL_LIMIT } from './modules/registrations/registration.limits';
import { MAX_RUNNING_EXPORTS } from './modules/registrations/registration.export';
import { isCampDay, isoWeekday, plusDays } from './modules/attendance/lesson.dates';
import { MAX_STATEMENT_ITEMS } from './modules/payments/statements';
import { type FakeComgate, startFakeComgate } from './modules/payments/card/card-payment.fake-comgate';
import { gpcAccount, gpcFile, gpcHeader, gpcItem } from './modules/payments/statements/statement.samples';
import { challengeOf, solveChallenge } from './test/challenge';
import { testConfig } from './test/config';
import { createTestDatabase, type TestDatabase } from './test/database';
import {
  insertBranch,
  insertCamp,
  insertCourse,
  insertCustomer,
  insertLector,
  insertParentLink,
  insertPicture,
  insertRegistration,
  insertSchedule,
} from './test/fixtures';
import { type RunningApp, staffHeaders, startTestApp } from './test/http';
import { jpeg, jpegOfSize } from './test/images';
import { inLetters } from './test/names';
import { type AnyJson, restClient, type RestClient } from './test/rest';

type Headers = Record<string, string>;
type Door = 'graphql' | 'rest';
/** What a door answered: its HTTP status and the parsed JSON (a GraphQL body, or a REST refusal). */
type Answer = { status: number; body?: AnyJson };
type Produce = () => Promise<Answer>;

/** Where the code is produced: at both doors, or at one of them with the reason the other has no
 * such call. */
type Doors =
  | { graphql: Produce; rest: Produce; graphqlOnly?: never; restOnly?: never }
  | { graphql: Produce; graphqlOnly: string; rest?: never; restOnly?: never }
  | { rest: Produce; restOnly: string; graphql?: never; graphqlOnly?: never };

type Scenario = Doors & {
  /** The code is never an answer's code of its own: its text is what the field `field` of a refusal
   * with the code `code` says (e.g. which id an input points at does not exist). */
  carrier?: { code: ErrorCode; field: string };
  /** The GraphQL extensions.code when GraphQL's or Apollo's own convention stands for the kind's
   * (a request refused before any operation runs), and why. */
  apolloCode?: { code: string; why: string };
  /** The GraphQL message is not the catalogue's text, and why. */
  ownGraphqlMessage?: string;
};

/** Never the code of an answer a client can get, and why. */
interface Internal {
  internal: string;
}

type Entry = Scenario | Internal;

const isInternal = (entry: Entry): entry is Internal => 'internal' in entry;

// --- the running apps --------------------------------------------------------------------------

// Small limits, so the scenarios that pass one stay quick. Uploads: one picture per staff member a
// minute, one file per request of at most 64 kB. Registrations: 5 sends per address in 10 minutes, 2
// children per course from an address or a mailbox. TRUST_PROXY lets a scenario send from addresses
// of its own (X-Forwarded-For).
const MAX_FILE_BYTES = 64 * 1024;
const REGISTRATIONS_PER_ADDRESS = 5;
const REGISTRATIONS_PER_COURSE = 2;
const MISSING = 999_999;
const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** Titles of a video the database refuses (a check) or fails on (a trigger), set up before the tests. */
const REFUSED_TITLE = 'Video, které databáze odmítne';
const FAILING_TITLE = 'Video, při kterém databáze selže';

let database: TestDatabase;
let app: RunningApp;
let flood: RunningApp;
/** An app with card payments, against the fake Comgate (the others offer none). */
let cards: RunningApp;
let comgate: FakeComgate;
let api: RestClient;
let admin: Headers;
let lector: Headers;
let branchId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(
    database,
    await testConfig({
      TRUST_PROXY: 'loopback',
      UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
      UPLOAD_MAX_FILES: '1',
      UPLOAD_RATE_LIMIT: '1',
      REGISTRATION_RATE_LIMIT: String(REGISTRATIONS_PER_ADDRESS),
      REGISTRATION_COURSE_LIMIT: String(REGISTRATIONS_PER_COURSE),
      REGISTRATION_COURSE_CEILING: String(REGISTRATIONS_PER_COURSE + 1),
    }),
  );
  flood = await startTestApp(database, await testConfig({ GRAPHQL_RATE_LIMIT: '1' }));
  comgate = await startFakeComgate();
  cards = await startTestApp(
    database,
    // A foreign operator's account too: no Czech payment-order file can be made from it.
    await testConfig({
      COMGATE_MERCHANT: comgate.merchant,
      COMGATE_SECRET: comgate.secret,
      COMGATE_URL: comgate.url,
      OPERATOR_IBAN: 'DE89370400440532013000',
    }),
  );
  api = restClient(app);
  admin = await staffHeaders(app, database, 'administrator');
  lector = await staffHeaders(app, database, 'lector');
  branchId = await insertBranch(database);
  // A database refusing what the validation lets through, for the two codes no table of ours has a
  // cause for today (RECORD_INVALID_VALUES, REQUEST_FAILED): a check, and a trigger that fails.
  await database.dataSource.query(
    `ALTER TABLE video ADD CONSTRAINT test_refused_title CHECK (title <> '${REFUSED_TITLE}')`,
  );
  await database.dataSource.query(`CREATE FUNCTION test_failure() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the database failed (a test trigger)'; END $$`);
  await database.dataSource.query(`CREATE TRIGGER test_failure BEFORE INSERT ON video FOR EACH ROW
    WHEN (NEW.title = '${FAILING_TITLE}') EXECUTE FUNCTION test_failure()`);
});
afterAll(async () => {
  await flood?.close();
  await cards?.close();
  await comgate?.close();
  await app?.close();
  await database?.drop();
});

/** Forgets counted registrations, uploads and login failures (all kept in PostgreSQL). */
async function forgetLimits(): Promise<void> {
  await database.dataSource.query('DELETE FROM rate_limit_hit');
  await database.dataSource.query('DELETE FROM login_attempt');
}

// --- calls at the doors ------------------------------------------------------------------------

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Headers = {}): Promise<Answer> =>
  app.graphql(query, variables, headers);

const rest = (method: string, path: string, options?: { body?: unknown; headers?: Headers }): Promise<Answer> =>
  api(method, path, options);

/** A request written by hand (a body no client library would send), answered as status and JSON. */
async function raw(path: string, init: RequestInit, target = app): Promise<Answer> {
  const response = await fetch(`${target.url}${path}`, { method: 'POST', ...init });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Runs the same steps at each door. */
const both = (run: (door: Door) => Promise<Answer>) => ({ graphql: () => run('graphql'), rest: () => run('rest') });

/** A GraphQL mutation of one id (`selection`: what it answers, for one that answers an item), or
 * its REST call. */
const byId = (
  door: Door,
  mutation: string,
  method: string,
  path: string,
  id: number,
  headers = admin,
  selection = '',
) =>
  door === 'graphql'
    ? gql(`mutation ($id: Int!) { ${mutation}(id: $id) ${selection} }`, { id }, headers)
    : rest(method, `${path}/${id}`, { headers });

/** One item that does not exist, read by staff. */
const notFound = (field: string, path: string): Scenario =>
  both((door) =>
    door === 'graphql'
      ? gql(`query ($id: Int!) { ${field}(id: $id) { id } }`, { id: MISSING }, admin)
      : rest('GET', `${path}/${MISSING}`, { headers: admin }),
  );

const from = (address?: string): Headers => (address ? { 'x-forwarded-for': address } : {});

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-15`;
let serial = 0;
const unique = () => inLetters((serial += 1));

/** A filled public form for a slot or a camp: a new child and a new e-mail address each time. */
const form = (target: { scheduleId: number } | { campId: number }, values: Record<string, unknown> = {}) => {
  const name = unique();
  return {
    parentFirstName: 'Jana',
    parentLastName: 'Nováková',
    email: `jana.${name}@example.com`,
    phone: '+420 777 123 456',
    childFullName: `Anna Nováková ${name}`,
    childBornYear: yearsAgo(5),
    personalDataConsent: true,
    type: 'scheduleId' in target ? 'course' : 'camp',
    ...target,
    ...values,
  };
};

const REGISTER = `mutation ($input: RegistrationInput!, $key: String, $challenge: String) {
  register(input: $input, idempotencyKey: $key, challenge: $challenge) { id replacement }
}`;

/** The public registration form at a door, from a client address of its own when given. */
/** A refusal's code and params: a GraphQL error's extensions, or a REST body. */
const refusalIn = (answer: Answer): { params?: unknown } | undefined => {
  const body = answer.body as { errors?: { extensions?: { params?: unknown } }[]; params?: unknown } | undefined;
  return body?.errors?.[0]?.extensions ?? body;
};

const register = (
  door: Door,
  input: Record<string, unknown>,
  { address, key, challenge }: { address?: string; key?: string; challenge?: string } = {},
) =>
  door === 'graphql'
    ? gql(REGISTER, { input, key, challenge }, from(address))
    : rest('PUT', '/registration', {
        body: input,
        headers: {
          ...from(address),
          ...(key ? { 'idempotency-key': key } : {}),
          ...(challenge ? { 'registration-challenge': challenge } : {}),
        },
      });

/** A course of the preschool band (4-6 years) with one weekly slot. */
async function courseWithSlot(values: Record<string, unknown> = {}): Promise<{ courseId: number; scheduleId: number }> {
  const courseId = await insertCourse(database, { category: 'preschool', ...values });
  const scheduleId = await insertSchedule(database, { course_id: courseId, branch_id: branchId });
  return { courseId, scheduleId };
}

async function registrationOnSlot(values: Record<string, unknown> = {}): Promise<number> {
  const { scheduleId } = await courseWithSlot();
  return insertRegistration(database, { schedule_id: scheduleId, ...values });
}

/** The thank-you page's key of a registration, as the app with card payments makes it. */
const payKey = (id: number) =>
  createHmac('sha256', comgate.secret).update(`card-payment:${id}`).digest('base64url').slice(0, 32);

/** A parent's account a transfer refund goes to. */
const ACCOUNT_OF_PARENT = '19-2000145399/0800';

/** A refund of a payment, at one door of `target`. */
const refund = (door: Door, paymentId: number, input: Record<string, unknown>, target = app): Promise<Answer> =>
  door === 'graphql'
    ? target.graphql(
        'mutation ($id: Int!, $input: RefundInput!) { refundPayment(paymentId: $id, input: $input) { refundId } }',
        { id: paymentId, input: { reason: 'Storno', ...input } },
        admin,
      )
    : raw(
        `/api/payments/${paymentId}/refund`,
        {
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Storno', ...input }),
        },
        target,
      );

/** "Zaplatit kartou" of the thank-you page, at one door of `target`. */
async function startCardPayment(door: Door, target: RunningApp, registrationId: number, key: string): Promise<Answer> {
  if (door === 'graphql')
    return target.graphql(
      'mutation ($id: Int!, $key: String) { startCardPayment(registrationId: $id, payKey: $key) { redirect } }',
      { id: registrationId, key },
    );
  return raw(
    '/api/parents/card-payment',
    { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ registrationId, payKey: key }) },
    target,
  );
}

/** The count before sending a message to families, at either door. */
const messagePreview = (door: Door, input: Record<string, unknown>, headers: Headers) =>
  door === 'graphql'
    ? gql('query ($input: MessagePreviewInput!) { messagePreview(input: $input) { recipients } }', { input }, headers)
    : rest('POST', '/messages/preview', { body: input, headers });

/** A registration of an address of its own, with a working personal link to the family's page. */
async function familyWith(values: Record<string, unknown> = {}): Promise<{ token: string; registrationId: number }> {
  const email = `rodina-${randomUUID()}@example.com`;
  const registrationId = await registrationOnSlot({ email, ...values });
  return { token: await insertParentLink(database, email), registrationId };
}

/** A family with a make-up credit (in `state`) on a course of two slots whose other slot meets in 3
 * days; that slot is full for make-ups unless `room`. The other slot's coming lesson is `lessonId`. */
async function makeupFamily(
  state = 'available',
  { room = true, courseValues = {} }: { room?: boolean; courseValues?: Record<string, unknown> } = {},
): Promise<{ token: string; registrationId: number; creditId: number; lessonId: string; scheduleId: number }> {
  const today = pragueToday();
  const day = plusDays(today, 3);
  const courseId = await insertCourse(database, {
    category: 'uncategorized',
    capacity: 1,
    max_capacity: 5,
    start_date: plusDays(today, -7),
    end_date: plusDays(today, 60),
    ...courseValues,
  });
  const own = await insertSchedule(database, {
    course_id: courseId,
    branch_id: branchId,
    day_of_week: isoWeekday(today),
  });
  const other = await insertSchedule(database, {
    course_id: courseId,
    branch_id: branchId,
    day_of_week: isoWeekday(day),
  });
  if (!room) await insertRegistration(database, { schedule_id: other });
  const email = `nahrada-${randomUUID()}@example.com`;
  const registrationId = await insertRegistration(database, { schedule_id: own, email });
  const [{ id: creditId }] = await database.dataSource.query(
    `INSERT INTO makeup_credit (registration_id, origin, state, expires_at) VALUES ($1, 'staff', $2, now() + interval '30 days') RETURNING id`,
    [registrationId, state],
  );
  return {
    token: await insertParentLink(database, email),
    registrationId,
    creditId,
    lessonId: `s${other}-${day}`,
    scheduleId: other,
  };
}

/** The family's make-up booking of the lesson (inserted as the booking would make it). */
async function makeupBooking(family: Awaited<ReturnType<typeof makeupFamily>>): Promise<number> {
  const [{ id: rowId }] = await database.dataSource.query(
    `INSERT INTO lesson (schedule_id, original_date, date, kind) VALUES ($1, $2, $2, 'regular') RETURNING id`,
    [family.scheduleId, family.lessonId.slice(-10)],
  );
  await database.dataSource.query(`UPDATE makeup_credit SET state = 'booked' WHERE id = $1`, [family.creditId]);
  const [{ id }] = await database.dataSource.query(
    'INSERT INTO makeup_booking (credit_id, registration_id, lesson_id) VALUES ($1, $2, $3) RETURNING id',
    [family.creditId, family.registrationId, rowId],
  );
  return id;
}

const BOOK_MAKEUP = `mutation ($token: String!, $creditId: Int!, $lessonId: String!) {
  bookMakeup(token: $token, creditId: $creditId, lessonId: $lessonId) { bookingId } }`;

const bookMakeup = (door: Door, token: string, creditId: number, lessonId: string) =>
  door === 'graphql'
    ? gql(BOOK_MAKEUP, { token, creditId, lessonId })
    : rest('POST', '/parents/makeups/book', { body: { token, creditId, lessonId } });

const cancelMakeup = (door: Door, token: string, bookingId: number) =>
  door === 'graphql'
    ? gql('mutation ($token: String!, $id: Int!) { cancelMakeup(token: $token, bookingId: $id) { credits { id } } }', {
        token,
        id: bookingId,
      })
    : rest('POST', '/parents/makeups/cancel', { body: { token, bookingId } });

/** A slot with `count` registrations: one made as usual, copied by SQL (a form each would take minutes). */
async function slotWithRegistrations(count: number): Promise<number> {
  const { scheduleId } = await courseWithSlot();
  const first = await insertRegistration(database, { schedule_id: scheduleId });
  const columns = (
    await database.dataSource.query<{ name: string }[]>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'registration' AND column_name NOT IN ('id', 'variable_symbol')`,
    )
  )
    .map(({ name }) => `"${name}"`)
    .join(', ');
  await database.dataSource.query(
    `INSERT INTO registration (${columns}) SELECT ${columns} FROM registration, generate_series(2, $2) WHERE id = $1`,
    [first, count],
  );
  return scheduleId;
}

// --- payments ----------------------------------------------------------------------------------

const ACCOUNT = gpcAccount('2000145399');
let movement = 0;

/** A bank statement at a door: the GraphQL multipart mutation, or `POST /api/payments/import`. */
async function importStatement(door: Door, file: Buffer): Promise<Answer> {
  if (door === 'graphql')
    return app.multipart(
      'mutation ($file: Upload!) { importBankStatement(file: $file) { itemsRead } }',
      { file: null },
      [{ name: 'vypis.gpc', data: file, path: 'variables.file' }],
      { headers: admin },
    );
  const body = new FormData();
  body.append('file', new Blob([file]), 'vypis.gpc');
  return raw('/api/payments/import', { headers: admin, body });
}

/** A payment recorded by importing a one-movement statement (an unknown VS: unmatched). */
async function statementPayment(item: { code?: string; amountHaler?: number }): Promise<number> {
  movement += 1;
  const file = gpcFile([
    gpcHeader({ account: ACCOUNT }),
    gpcItem({
      account: ACCOUNT,
      id: 900_000 + movement,
      amountHaler: item.amountHaler ?? 10_000,
      code: item.code ?? '2',
      vs: '9999999999',
    }),
  ]);
  const { body } = await importStatement('graphql', file);
  expect(body.errors).toBeUndefined();
  const [last] = await database.dataSource.query<{ id: number }[]>('SELECT max(id) AS id FROM payment');
  return last!.id;
}

const assign = (door: Door, id: number, parts: { registrationId: number; amountHaler: number }[]) =>
  door === 'graphql'
    ? gql(
        'mutation ($id: Int!, $parts: [AllocationPartInput!]!) { assignPayment(id: $id, parts: $parts) { id } }',
        { id, parts },
        admin,
      )
    : rest('POST', `/payments/${id}/assign`, { body: { parts }, headers: admin });

const insertGallery = async () =>
  (await database.dataSource.query<{ id: number }[]>(`INSERT INTO gallery (title) VALUES ('Výlet') RETURNING id`))[0]!
    .id;

/** The staff member's own id. */
async function ownId(headers: Headers): Promise<number> {
  const { body } = await gql('{ me { id } }', {}, headers);
  return body.data.me.id;
}

// --- uploads -----------------------------------------------------------------------------------

type File = { name: string; data: Buffer; type?: string };

const UPLOAD = `mutation ($owner: PictureOwner!, $ownerId: Int!, $files: [Upload!]!) {
  uploadPictures(owner: $owner, ownerId: $ownerId, files: $files) { id }
}`;

/** Files uploaded for a gallery at a door: the GraphQL multipart request, or `POST /api/upload`. */
async function upload(door: Door, files: File[], galleryId?: number): Promise<Answer> {
  const ownerId = galleryId ?? (await insertGallery());
  if (door === 'graphql')
    return app.multipart(
      UPLOAD,
      { owner: 'gallery', ownerId, files: files.map(() => null) },
      files.map((file, index) => ({ ...file, path: `variables.files.${index}` })),
      { headers: admin },
    );
  const body = new FormData();
  for (const file of files)
    body.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  return raw(`/api/upload?owner=gallery&ownerId=${ownerId}`, { headers: admin, body });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG that says it is `width` x `height` px in its header, with a few bytes of pixels: the
 * refusals of a shape come from the header alone. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; greyscale, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string, data: Buffer): File => ({ name, data, type: 'image/png' });

// --- a transaction of the test's own, to hold the app at a chosen moment -----------------------

interface Held {
  pid: number;
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}

/** Runs `sql` in a transaction on a connection of its own and keeps it open (its locks held) until
 * `end()` commits it. */
async function hold(sql: string, parameters: unknown[] = []): Promise<Held> {
  const runner = database.dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query(sql, parameters);
  const [{ pid }] = await runner.query('SELECT pg_backend_pid() AS pid');
  let open = true;
  return {
    pid,
    query: (text, values) => runner.query(text, values),
    async end() {
      if (!open) return;
      open = false;
      try {
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
    },
  };
}

/** Waits until `count` statements of the app like `statement` (SQL LIKE) wait for a lock the held
 * transaction holds. */
async function untilBlockedBy(held: Held, statement: string, count = 1): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [{ waiting }] = await database.dataSource.query(
      'SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid)) AND query LIKE $2',
      [held.pid, statement],
    );
    if (waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`the app never waited for the test's lock (${waiting} of ${count})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// --- scenarios shared by several codes ---------------------------------------------------------

/** A slot whose course, branch and lector do not exist: REQUEST_UNKNOWN_REFERENCES, a field each. */
const unknownReferences = both((door) => {
  const input = { courseId: MISSING, branchId: MISSING, lectorId: MISSING, dayOfWeek: 2, from: '16:00', to: '16:45' };
  return door === 'graphql'
    ? gql('mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }', { input }, admin)
    : rest('POST', '/schedules', { body: input, headers: admin });
});

const COURSES = 'query ($filter: CourseFilter) { courses(filter: $filter) { id } }';

/** A filter of the public course list, as GraphQL's variables or REST's query string. */
const courseFilter = (filter: Record<string, string>) =>
  both((door) =>
    door === 'graphql' ? gql(COURSES, { filter }) : rest('GET', `/courses?${new URLSearchParams(filter).toString()}`),
  );

/** A search of courses with a page number or a page size. */
const coursePage = (argument: 'page' | 'limit', value: number) =>
  both((door) =>
    door === 'graphql'
      ? gql(`query ($value: Int) { searchCourses(${argument}: $value) { items { id } } }`, { value })
      : rest('POST', `/courses/search?${argument}=${value}`, { body: {} }),
  );

const createVideo = (door: Door, title: string) =>
  door === 'graphql'
    ? gql(
        'mutation ($input: VideoInput!) { createVideo(input: $input) { id } }',
        { input: { title, url: VIDEO_URL } },
        admin,
      )
    : rest('POST', '/video', { body: { title, url: VIDEO_URL }, headers: admin });

/** A staff member's new account (GraphQL createUser, REST POST /users). */
const createUser = (door: Door, input: Record<string, unknown>) =>
  door === 'graphql'
    ? gql('mutation ($input: UserInput!) { createUser(input: $input) { id } }', { input }, admin)
    : rest('POST', '/users', { body: input, headers: admin });

/** A body the body parser refuses, sent to both doors. */
const badBody = (init: RequestInit) =>
  both((door) =>
    raw(door === 'graphql' ? '/graphql' : '/api/courses/search', {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Headers) },
    }),
  );

const EXPORT = '/registrations/export';

/** A refused export (only REST has exports). */
const refusedExport = (query: string) => () => rest('GET', `${EXPORT}?${query}`, { headers: admin });

/** A refused export of a staff list (the courses'). */
const refusedListExport = (query: string) => () => rest('GET', `/courses/export?${query}`, { headers: admin });
const ONLY_REST_LIST_EXPORTS = "REST-only: a staff list's export is a file download, GraphQL has no such call";
const ONLY_REST_ACCOUNTING = "REST-only: the accountant's exports are file downloads, GraphQL has no such call";
const ONLY_REST_EXPORTS = 'REST-only: the registrations export is a file download, GraphQL has no such call';
const ONLY_REST_BODY =
  'REST-only: GraphQL checks an argument against its input type before any service runs, so a value ' +
  'of another shape is a REQUEST_INVALID_QUERY there';
const ONLY_GRAPHQL_DOCUMENT = 'GraphQL-only: a refusal of the GraphQL document itself; REST has no documents';
const BEFORE_APOLLO =
  'refused by the body parser before Apollo sees the request: answered as Apollo answers an unreadable request';
const VALIDATION_RULE = 'a validation rule of ours: Apollo answers every validation error with its own code';
const GRAPHQL_JS = 'graphql-js refuses the document before any operation runs: Apollo keeps its own code for it';

// --- the waiting list --------------------------------------------------------------------------

/** A slot of one place with a family waiting for it (with a working personal link); `offered`: the
 * place was freed and is offered to that family. */
async function waitingFamily(offered: boolean): Promise<{ token: string; registrationId: number; scheduleId: number }> {
  const { scheduleId } = await courseWithSlot({ capacity: 1, max_capacity: 5 });
  const holder = await insertRegistration(database, { schedule_id: scheduleId });
  const email = `cekajici-${randomUUID()}@example.com`;
  const registrationId = await insertRegistration(database, { schedule_id: scheduleId, email, replacement: true });
  if (offered) await rest('DELETE', `/registrationOff/${holder}`, { headers: admin });
  return { token: await insertParentLink(database, email), registrationId, scheduleId };
}

/** A family of a course whose copy exists and whose re-enrolment is open (a week's window). */
async function continuingFamily(capacity = 5): Promise<{
  courseId: number;
  successorId: number;
  successorSlot: number;
  scheduleId: number;
  registrationId: number;
  email: string;
  token: string;
}> {
  const { courseId, scheduleId } = await courseWithSlot({ capacity, max_capacity: 5 });
  const email = `pokracujici-${randomUUID()}@example.com`;
  const registrationId = await insertRegistration(database, { schedule_id: scheduleId, email });
  const copy = await rest('POST', `/courses/${courseId}/copy`, {
    body: { startDate: '2027-02-01', endDate: '2027-06-25' },
    headers: admin,
  });
  const successor = copy.body as { id: number; schedules: { id: number }[] };
  const priorityUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await rest('POST', `/courses/${courseId}/reenrolment`, { body: { priorityUntil }, headers: admin });
  return {
    courseId,
    successorId: successor.id,
    successorSlot: successor.schedules[0]!.id,
    scheduleId,
    registrationId,
    email,
    token: await insertParentLink(database, email),
  };
}

const continueFamily = (door: Door, token: string, registrationId: number, scheduleId?: number) =>
  door === 'graphql'
    ? gql(
        'mutation ($token: String!, $id: Int!, $slot: Int) { continueReenrolment(token: $token, registrationId: $id, scheduleId: $slot) }',
        { token, id: registrationId, slot: scheduleId ?? null },
      )
    : rest('POST', '/parents/reenrolment/accept', {
        body: { token, registrationId, ...(scheduleId ? { scheduleId } : {}) },
      });

/** A family's camp registration and the token of its page; the camp's dates `from` days from today. */
async function campFamily(
  fromDays: number,
  toDays: number,
  camp: Record<string, unknown> = {},
  row: Record<string, unknown> = {},
) {
  const today = pragueToday();
  const campId = await insertCamp(database, { from: plusDays(today, fromDays), to: plusDays(today, toDays), ...camp });
  const email = `tabor-${randomUUID()}@example.com`;
  const registrationId = await insertRegistration(database, { camp_id: campId, email, ...row });
  return { token: await insertParentLink(database, email), registrationId };
}

const signDeclaration = (door: Door, token: string, registrationId: number, version: number | null = null) =>
  door === 'graphql'
    ? gql(
        'mutation ($token: String!, $id: Int!, $v: Int) { signCampDeclaration(token: $token, registrationId: $id, signerName: "Jana Nováková", confirm: true, version: $v) { signedAt } }',
        { token, id: registrationId, v: version },
      )
    : rest('POST', '/parents/camp-declaration', {
        body: { token, registrationId, signerName: 'Jana Nováková', confirm: true, ...(version ? { version } : {}) },
      });

const ONLY_REST_CERTIFICATE =
  'REST-only: the certificate is a multipart upload by a family, and GraphQL uploads need a staff session first';
const CERTIFICATE_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A doctor's certificate uploaded from the family's page (`POST /api/parents/camp-certificate`) for a
 * new camp that asks for one (unless `camp` says otherwise). */
async function uploadCertificate(
  issuedOn: string,
  data: Buffer | null = CERTIFICATE_PDF,
  camp: Record<string, unknown> = { certificate_required: true },
): Promise<Answer> {
  const { token, registrationId } = await campFamily(10, 14, camp);
  const body = new FormData();
  body.append('token', token);
  body.append('registrationId', String(registrationId));
  body.append('issuedOn', issuedOn);
  if (data) body.append('file', new Blob([data]), 'posudek.pdf');
  return raw('/api/parents/camp-certificate', { body });
}

const acceptOffer = (door: Door, token: string, registrationId: number) =>
  door === 'graphql'
    ? gql('mutation ($token: String!, $id: Int!) { acceptOffer(token: $token, registrationId: $id) }', {
        token,
        id: registrationId,
      })
    : rest('POST', '/parents/offer/accept', { body: { token, registrationId } });

const handOffer = (door: Door, registrationId: number) =>
  door === 'graphql'
    ? gql('mutation ($id: Int!) { offerWaitlistPlace(registrationId: $id) { id } }', { id: registrationId }, admin)
    : rest('POST', '/waitlist-offers', { body: { registrationId }, headers: admin });

// --- the catalogue, code by code ---------------------------------------------------------------

const CATALOGUE: Record<ErrorCode, Entry> = {
  // Requests as a whole -----------------------------------------------------------------------
  [RequestErrorCode.InvalidInput]: both((door) =>
    door === 'graphql'
      ? gql(
          'mutation ($input: BranchInput!) { createBranch(input: $input) { id } }',
          { input: { title: '', address: 'Palackého 1, Brno' } },
          admin,
        )
      : rest('POST', '/branches', { body: { title: '', address: 'Palackého 1, Brno' }, headers: admin }),
  ),
  [RequestErrorCode.NotAnObject]: {
    rest: () => rest('POST', '/branches', { body: ['Pobočka'], headers: admin }),
    restOnly: ONLY_REST_BODY,
  },
  [RequestErrorCode.ControlCharacters]: courseFilter({ title: 'Balet\u0000' }),
  [RequestErrorCode.UnknownReferences]: unknownReferences,
  [RequestErrorCode.PageNotPositive]: coursePage('page', 0),
  [RequestErrorCode.PageOutOfRange]: coursePage('page', 1_000_001),
  [RequestErrorCode.LimitNotPositive]: coursePage('limit', 0),
  [RequestErrorCode.CannotSort]: {
    rest: refusedExport('sort=note'),
    restOnly:
      'REST-only: the export takes any name in ?sort=; GraphQL sorts the registrations by RegistrationSortField, ' +
      'an enum of the sortable fields only',
  },
  [RequestErrorCode.SortDirection]: {
    rest: refusedListExport('sort=title&direction=nahoru'),
    restOnly: ONLY_REST_LIST_EXPORTS,
  },
  [RequestErrorCode.ExportFormat]: { rest: refusedListExport('format=pdf'), restOnly: ONLY_REST_LIST_EXPORTS },
  [RequestErrorCode.ExportTooLarge]: {
    rest: async () => {
      await database.dataSource.query(
        `INSERT INTO course (title, type, category, capacity, max_capacity, price)
         SELECT 'Hromadný ' || n, 'sport', 'preschool', 10, 12, 1000 FROM generate_series(1, $1::int) n`,
        [EXPORT_MAX_ROWS + 1],
      );
      try {
        return await rest('GET', '/courses/export?title=Hromadný', { headers: admin });
      } finally {
        await database.dataSource.query("DELETE FROM course WHERE title LIKE 'Hromadný %'");
      }
    },
    restOnly: ONLY_REST_LIST_EXPORTS,
  },
  [RequestErrorCode.InvalidQuery]: {
    graphql: () => gql('{ nonsense }'),
    graphqlOnly: ONLY_GRAPHQL_DOCUMENT,
    apolloCode: { code: 'GRAPHQL_VALIDATION_FAILED', why: GRAPHQL_JS },
    ownGraphqlMessage: "graphql-js's own message names what is wrong with the document",
  },
  [RequestErrorCode.QueryTooLong]: {
    graphql: () => gql(`{ health { ${'status '.repeat(QUERY_LIMITS.tokens)} } }`),
    graphqlOnly: ONLY_GRAPHQL_DOCUMENT,
    apolloCode: {
      code: 'GRAPHQL_PARSE_FAILED',
      why: 'the parser stops at the token limit: Apollo answers it as unparsable',
    },
  },
  [RequestErrorCode.QueryTooDeep]: {
    graphql: () => gql(`{ courses { ${'schedules { course { '.repeat(5)} id ${'} } '.repeat(5)} } }`),
    graphqlOnly: ONLY_GRAPHQL_DOCUMENT,
    apolloCode: { code: 'GRAPHQL_VALIDATION_FAILED', why: VALIDATION_RULE },
  },
  [RequestErrorCode.QueryTooManyFields]: {
    graphql: () => gql(`{ health { ${'status '.repeat(QUERY_LIMITS.fields)} } }`),
    graphqlOnly: ONLY_GRAPHQL_DOCUMENT,
    apolloCode: { code: 'GRAPHQL_VALIDATION_FAILED', why: VALIDATION_RULE },
  },
  [RequestErrorCode.QueryTooManyAliases]: {
    graphql: () =>
      gql(
        `{ ${Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, index) => `a${index}: health { status }`).join(' ')} }`,
      ),
    graphqlOnly: ONLY_GRAPHQL_DOCUMENT,
    apolloCode: { code: 'GRAPHQL_VALIDATION_FAILED', why: VALIDATION_RULE },
  },
  [RequestErrorCode.QueryTooCostly]: {
    graphql: () =>
      gql(
        `query ($limit: Int) { searchCourses(limit: $limit) { items { id schedules { id course {
          schedules { id course { illustrations { id path } } } } } } } }`,
        { limit: 100 },
      ),
    graphqlOnly: 'GraphQL-only: the cost of a GraphQL document; a REST call answers a fixed shape, paged',
  },
  [RequestErrorCode.TooManyRequests]: {
    graphql: async () => {
      // The flood guard's app lets one anonymous query a minute through per address.
      await raw(
        '/graphql',
        { headers: { 'content-type': 'application/json' }, body: '{"query":"{ health { status } }"}' },
        flood,
      );
      return raw(
        '/graphql',
        { headers: { 'content-type': 'application/json' }, body: '{"query":"{ health { status } }"}' },
        flood,
      );
    },
    graphqlOnly:
      'GraphQL-only: the flood guard counts anonymous GraphQL queries (GRAPHQL_RATE_LIMIT); REST has no such guard',
  },
  [RequestErrorCode.MalformedJson]: {
    ...badBody({ body: '{"query": "{ health { status } }"' }),
    apolloCode: { code: 'BAD_REQUEST', why: BEFORE_APOLLO },
  },
  [RequestErrorCode.Malformed]: {
    // Announced as gzip, not gzip: the body parser cannot inflate it.
    ...badBody({ body: 'to není gzip', headers: { 'content-encoding': 'gzip' } }),
    apolloCode: { code: 'BAD_REQUEST', why: BEFORE_APOLLO },
  },
  [RequestErrorCode.TooLarge]: badBody({
    body: JSON.stringify({ query: `{ health { status } }${' '.repeat(1024 * 1024)}` }),
  }),
  [RequestErrorCode.UnknownPath]: {
    rest: () => rest('GET', '/no-such-thing'),
    restOnly: 'REST-only: GraphQL has one address; an unknown field is REQUEST_INVALID_QUERY there',
  },
  [RequestErrorCode.UnknownParameter]: {
    rest: () => rest('GET', '/courses?titel=Balet'),
    restOnly: 'REST-only: query parameters; GraphQL refuses an unknown argument as REQUEST_INVALID_QUERY',
  },
  // Nothing a client sends fails so today: a database that fails (a test trigger) stands for any failure.
  [RequestErrorCode.Failed]: both((door) => createVideo(door, FAILING_TITLE)),

  // Records ------------------------------------------------------------------------------------
  [RecordErrorCode.NotFound]: {
    rest: () => rest('GET', '/courses/abc', { headers: admin }),
    restOnly: 'REST-only: an id in the path that is no id at all; GraphQL ids are Int by the schema',
  },
  [RecordErrorCode.InUse]: both(async (door) => {
    // The database keeps a branch while a slot takes place there (ON DELETE RESTRICT).
    const branch = await insertBranch(database, { title: 'Pobočka se rozvrhem' });
    const courseId = await insertCourse(database);
    await insertSchedule(database, { course_id: courseId, branch_id: branch });
    return byId(door, 'deleteBranch', 'DELETE', '/branches', branch);
  }),
  [RecordErrorCode.Duplicate]: both(async (door) => {
    // A username is unique in the database, with no words of its own for it.
    const username = `obsazeny-${unique()}`;
    await insertLector(database, { username });
    return createUser(door, { username, name: 'Druhý Lektor', role: 'lector', password: 'dlouhe-tajne-heslo-1' });
  }),
  // No table the services write has a check of its own today (the validation says everything first):
  // a check added by the test stands for one added later.
  [RecordErrorCode.InvalidValues]: both((door) => createVideo(door, REFUSED_TITLE)),
  [RecordErrorCode.ChangedMeanwhile]: both(async (door) => {
    // Two staff edit the same video from version 1: the first saves, the second is refused.
    const [{ id }] = await database.dataSource.query(
      `INSERT INTO video (title, url) VALUES ('Vystoupení', $1) RETURNING id`,
      [VIDEO_URL],
    );
    const change = (title: string) => {
      const input = { title, url: VIDEO_URL, version: 1 };
      return door === 'graphql'
        ? gql(
            'mutation ($id: Int!, $input: VideoInput!) { updateVideo(id: $id, input: $input) { id } }',
            { id, input },
            admin,
          )
        : rest('PUT', `/video/${id}`, { body: input, headers: admin });
    };
    const first = await change('Vystoupení první');
    expect(first.status).toBeLessThan(300);
    expect(first.body?.errors).toBeUndefined();
    return change('Vystoupení druhé');
  }),

  // Filters ------------------------------------------------------------------------------------
  [FilterErrorCode.UnknownField]: {
    rest: () => rest('POST', '/courses/search', { body: { titel: 'Balet' } }),
    restOnly: 'REST-only: a GraphQL filter is an input type, which refuses an unknown field as REQUEST_INVALID_QUERY',
  },
  [FilterErrorCode.StaffOnly]: both((door) =>
    door === 'graphql'
      ? gql('query ($filter: UserFilter) { users(filter: $filter) { id } }', { filter: { username: 'admin' } })
      : rest('GET', '/users?username=admin'),
  ),
  [FilterErrorCode.TooLong]: courseFilter({ title: 'x'.repeat(201) }),
  [FilterErrorCode.NotADay]: courseFilter({ createdAt: '2026-02-30' }),
  [FilterErrorCode.NotAnObject]: {
    rest: () => rest('POST', '/courses/search', { body: ['Balet'] }),
    restOnly: ONLY_REST_BODY,
  },
  [FilterErrorCode.InvalidValues]: {
    rest: () => rest('GET', '/courses?id=abc'),
    restOnly:
      'REST-only: a query string is text, typed here by the filter; GraphQL types a filter value by its schema ' +
      '(REQUEST_INVALID_QUERY)',
  },

  // Staff and sessions --------------------------------------------------------------------------
  [AuthErrorCode.NotLoggedIn]: both((door) => byId(door, 'deleteCourse', 'DELETE', '/courses', MISSING, {})),
  [AuthErrorCode.Forbidden]: both((door) => byId(door, 'deleteCourse', 'DELETE', '/courses', MISSING, lector)),
  [AuthErrorCode.LoginFailed]: both((door) => login(door, 'nikdo', 'spatne-heslo')),
  [AuthErrorCode.TooManyAttempts]: both(async (door) => {
    const username = `hadac-${unique()}`;
    for (let attempt = 0; attempt < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; attempt += 1) {
      const failed = await login(door, username, `heslo-${attempt}`);
      expect(failed.status).toBeLessThan(500);
    }
    return login(door, username, 'dalsi-pokus');
  }),
  [UserErrorCode.NotFound]: notFound('user', '/users'),
  [UserErrorCode.ChosenDoesNotExist]: {
    ...unknownReferences,
    carrier: { code: RequestErrorCode.UnknownReferences, field: 'lectorId' },
  },
  [UserErrorCode.PasswordRequired]: both((door) =>
    createUser(door, { username: `bez-hesla-${unique()}`, name: 'Lektor Bez Hesla', role: 'lector' }),
  ),
  [UserErrorCode.PasswordRejected]: both((door) =>
    // Long enough, but one of the Czech passwords guessers try first.
    createUser(door, {
      username: `slabe-${unique()}`,
      name: 'Lektor Slabý',
      role: 'lector',
      password: 'bezpecneheslo',
    }),
  ),
  [UserErrorCode.CannotDeleteSelf]: both(async (door) =>
    byId(door, 'deleteUser', 'DELETE', '/users', await ownId(admin)),
  ),
  [UserErrorCode.LastAdministrator]: both(async (door) => {
    // The only active administrator for a moment (the others deactivated in SQL) turns itself into a lector.
    const username = `jediny-spravce-${unique()}`;
    const only = await staffHeaders(app, database, 'administrator', username);
    const id = await ownId(only);
    const others: number[] = (
      await database.dataSource.query(`SELECT id FROM "user" WHERE role = 'administrator' AND active AND id <> $1`, [
        id,
      ])
    ).map((user: { id: number }) => user.id);
    await database.dataSource.query('UPDATE "user" SET active = false WHERE id = ANY($1::int[])', [others]);
    try {
      const input = { username, name: 'Jediný Správce', role: 'lector' };
      return door === 'graphql'
        ? await gql(
            'mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { id } }',
            { id, input },
            only,
          )
        : await rest('PUT', `/users/${id}`, { body: input, headers: only });
    } finally {
      await database.dataSource.query('UPDATE "user" SET active = true WHERE id = ANY($1::int[])', [others]);
    }
  }),
  [UserErrorCode.InvitationNeedsEmail]: both(async (door) => {
    // A lector whose password the administrator set, without an e-mail to send a link to.
    const id = await insertLector(database, { email: null });
    return door === 'graphql'
      ? gql('mutation ($id: Int!) { inviteUser(id: $id) { id } }', { id }, admin)
      : rest('POST', `/users/${id}/invite`, { headers: admin });
  }),
  [UserErrorCode.InvitationInvalid]: {
    graphql: () =>
      gql(
        'mutation ($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { name } }',
        {
          token: 'odkaz-ktery-nikdy-neplatil',
          password: 'Dlouhe platne heslo 9',
        },
      ),
    graphqlOnly:
      'GraphQL-only: setting a password through an invitation is the web page’s call; REST has only the ' +
      'administrators’ POST /users/{id}/invite',
  },

  // Branches, courses, camps, slots, customers ------------------------------------------------
  [BranchErrorCode.NotFound]: notFound('branch', '/branches'),
  [BranchErrorCode.ChosenDoesNotExist]: {
    ...unknownReferences,
    carrier: { code: RequestErrorCode.UnknownReferences, field: 'branchId' },
  },
  [CourseErrorCode.NotFound]: notFound('course', '/courses'),
  [CourseErrorCode.ChosenDoesNotExist]: {
    ...unknownReferences,
    carrier: { code: RequestErrorCode.UnknownReferences, field: 'courseId' },
  },
  [CourseErrorCode.HasRegistrations]: both(async (door) => {
    const { courseId, scheduleId } = await courseWithSlot();
    await insertRegistration(database, { schedule_id: scheduleId });
    return byId(door, 'deleteCourse', 'DELETE', '/courses', courseId);
  }),
  [CourseErrorCode.AlreadyCopied]: both(async (door) => {
    const { courseId } = await courseWithSlot();
    const dates = { startDate: '2027-02-01', endDate: '2027-06-25' };
    await rest('POST', `/courses/${courseId}/copy`, { body: dates, headers: admin });
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!) { copyCourse(id: $id, startDate: "2027-02-01", endDate: "2027-06-25") { id } }',
          { id: courseId },
          admin,
        )
      : rest('POST', `/courses/${courseId}/copy`, { body: dates, headers: admin });
  }),
  [CampErrorCode.NotFound]: notFound('camp', '/camps'),
  [CampErrorCode.ChosenDoesNotExist]: both((door) => register(door, form({ campId: MISSING }))),
  [CampErrorCode.HasRegistrations]: both(async (door) => {
    const campId = await insertCamp(database);
    await insertRegistration(database, { camp_id: campId });
    return byId(door, 'deleteCamp', 'DELETE', '/camps', campId);
  }),
  [CampErrorCode.DeclarationTooEarly]: both(async (door) => {
    const { token, registrationId } = await campFamily(3, 7);
    return signDeclaration(door, token, registrationId);
  }),
  [CampErrorCode.DeclarationClosed]: both(async (door) => {
    const { token, registrationId } = await campFamily(-7, -3);
    return signDeclaration(door, token, registrationId);
  }),
  [CampErrorCode.DeclarationNotRequired]: both(async (door) => {
    const { token, registrationId } = await campFamily(1, 5, { declaration_required: false });
    return signDeclaration(door, token, registrationId);
  }),
  [CampErrorCode.DeclarationTextChanged]: both(async (door) => {
    const { token, registrationId } = await campFamily(0, 4);
    return signDeclaration(door, token, registrationId, 999);
  }),
  [CampErrorCode.DeclarationNoPlace]: both(async (door) => {
    const { token, registrationId } = await campFamily(1, 5, {}, { cancelled_at: new Date() });
    return signDeclaration(door, token, registrationId);
  }),
  [CampErrorCode.CertificateNotRequired]: {
    rest: () => uploadCertificate(pragueToday(), CERTIFICATE_PDF, {}),
    restOnly: ONLY_REST_CERTIFICATE,
  },
  [CampErrorCode.CertificateNoFile]: {
    rest: () => uploadCertificate(pragueToday(), null),
    restOnly: ONLY_REST_CERTIFICATE,
  },
  [CampErrorCode.CertificateFileType]: {
    rest: () => uploadCertificate(pragueToday(), Buffer.from('<html>posudek</html>')),
    restOnly: ONLY_REST_CERTIFICATE,
  },
  [CampErrorCode.CertificateTooLarge]: {
    rest: () => uploadCertificate(pragueToday(), Buffer.alloc(CERTIFICATE_MAX_BYTES + 1, 0x25)),
    restOnly: ONLY_REST_CERTIFICATE,
  },
  [CampErrorCode.CertificateIssuedInFuture]: {
    rest: () => uploadCertificate(plusDays(pragueToday(), 1)),
    restOnly: ONLY_REST_CERTIFICATE,
  },
  [CampErrorCode.CertificateTooOld]: {
    rest: () => uploadCertificate(plusDays(pragueToday(), -800)),
    restOnly: ONLY_REST_CERTIFICATE,
  },
  [CampErrorCode.CertificateNotFound]: both(async (door) => {
    const { registrationId } = await campFamily(10, 14, { certificate_required: true });
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!) { markCampCertificateChecked(registrationId: $id) { status } }',
          { id: registrationId },
          admin,
        )
      : rest('POST', `/registrations/${registrationId}/camp-certificate/check`, { headers: admin });
  }),
  [CampErrorCode.CheckoutNotAllowed]: both(async (door) => {
    // The latest camp day begun: a weekday that is no public holiday, today or before.
    let day = pragueToday();
    while (!isCampDay({ from: day, to: day }, day)) day = plusDays(day, -1);
    const campId = await insertCamp(database, { from: day, to: day });
    const registrationId = await insertRegistration(database, {
      camp_id: campId,
      email: `tabor-${randomUUID()}@example.com`,
    });
    const id = `c${campId}-${day}`;
    const input = { registrationId, collector: 'person', name: 'Karel Cizí' };
    return door === 'graphql'
      ? gql(
          'mutation ($id: ID!, $input: CampCheckoutInput!) { campCheckOut(lessonId: $id, input: $input) { registrationId } }',
          { id, input },
          admin,
        )
      : rest('POST', `/attendance/camp-days/${id}/check-out`, { body: input, headers: admin });
  }),
  [CampErrorCode.UndoOverrideNotAllowed]: both(async (door) => {
    // An administrator's override check-out on the lector's own camp: the lector cannot undo it.
    let day = pragueToday();
    while (!isCampDay({ from: day, to: day }, day)) day = plusDays(day, -1);
    const campId = await insertCamp(database, { from: day, to: day, lector_id: await ownId(lector) });
    const registrationId = await insertRegistration(database, {
      camp_id: campId,
      email: `tabor-${randomUUID()}@example.com`,
    });
    await database.dataSource.query(
      `INSERT INTO camp_handover (registration_id, day, checked_out_at, collector, collector_name, override_note)
       VALUES ($1, $2, now(), 'other', 'Karel Cizí', 'Strýc, matka volala')`,
      [registrationId, day],
    );
    const id = `c${campId}-${day}`;
    return door === 'graphql'
      ? gql(
          'mutation ($id: ID!, $r: Int!) { campUndoHandover(lessonId: $id, registrationId: $r) { registrationId } }',
          { id, r: registrationId },
          lector,
        )
      : rest('POST', `/attendance/camp-days/${id}/undo`, { body: { registrationId }, headers: lector });
  }),
  [ScheduleErrorCode.NotFound]: notFound('schedule', '/schedules'),
  [ScheduleErrorCode.ChosenDoesNotExist]: both((door) => register(door, form({ scheduleId: MISSING }))),
  [ScheduleErrorCode.HasRegistrations]: both(async (door) => {
    const { scheduleId } = await courseWithSlot();
    await insertRegistration(database, { schedule_id: scheduleId });
    return byId(door, 'deleteSchedule', 'DELETE', '/schedules', scheduleId);
  }),
  [CustomerErrorCode.NotFound]: notFound('customer', '/customers'),
  [CustomerErrorCode.EmailTaken]: both(async (door) => {
    const email = `petr.${unique()}@example.com`;
    await insertCustomer(database, { email });
    const input = { firstName: 'Petr', lastName: 'Novák', email };
    return door === 'graphql'
      ? gql('mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', { input }, admin)
      : rest('POST', '/customers', { body: input, headers: admin });
  }),
  [CustomerErrorCode.HasRegistrations]: both(async (door) => {
    const customerId = await insertCustomer(database);
    await registrationOnSlot({ customer_id: customerId });
    return byId(door, 'deleteCustomer', 'DELETE', '/customers', customerId);
  }),

  // Registrations ------------------------------------------------------------------------------
  [RegistrationErrorCode.NotFound]: notFound('registration', '/registrations'),
  [RegistrationErrorCode.Full]: both(async (door) => {
    const { scheduleId } = await courseWithSlot({ capacity: 1, max_capacity: 1 });
    await insertRegistration(database, { schedule_id: scheduleId });
    return register(door, form({ scheduleId }));
  }),
  [RegistrationErrorCode.NoFreePlace]: both(async (door) => {
    // The one place is taken; staff try to give it to the replacement as well.
    const { scheduleId } = await courseWithSlot({ capacity: 1, max_capacity: 2 });
    await insertRegistration(database, { schedule_id: scheduleId });
    const id = await insertRegistration(database, { schedule_id: scheduleId, replacement: true });
    const input = form({ scheduleId }, { replacement: false });
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!, $input: RegistrationUpdateInput!) { updateRegistration(id: $id, input: $input) { id } }',
          { id, input },
          admin,
        )
      : rest('POST', `/registration/${id}`, { body: input, headers: admin });
  }),
  [RegistrationErrorCode.BranchNotOfTarget]: both(async (door) => {
    // The slot is at one branch; the update names another.
    const { scheduleId } = await courseWithSlot({ capacity: 5, max_capacity: 5 });
    const id = await insertRegistration(database, { schedule_id: scheduleId });
    const input = form({ scheduleId }, { branchId: await insertBranch(database, { title: 'Jinde' }) });
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!, $input: RegistrationUpdateInput!) { updateRegistration(id: $id, input: $input) { id } }',
          { id, input },
          admin,
        )
      : rest('POST', `/registration/${id}`, { body: input, headers: admin });
  }),
  [RegistrationErrorCode.PaidCannotBeCancelled]: both(async (door) =>
    byId(
      door,
      'cancelRegistration',
      'DELETE',
      '/registrationOff',
      await registrationOnSlot({ payment_state: 'paid' }),
      admin,
      '{ id }',
    ),
  ),
  [RegistrationErrorCode.CancelledPaymentLocked]: both(async (door) => {
    const id = await registrationOnSlot({ cancelled_at: new Date().toISOString() });
    return door === 'graphql'
      ? gql('mutation ($ids: [Int!]!) { payRegistrations(ids: $ids) }', { ids: [id] }, admin)
      : rest('POST', '/registrations/batch/payed', { body: { ids: [id] }, headers: admin });
  }),
  [RegistrationErrorCode.InvoicedCannotBeDeleted]: both(async (door) =>
    byId(
      door,
      'deleteRegistration',
      'DELETE',
      '/registrations',
      await registrationOnSlot({ invoice_number: `T-${unique()}` }),
    ),
  ),
  [RegistrationErrorCode.ChildAge]: {
    // A birth date no child has (tomorrow): the form's own check, on the field.
    ...both((door) =>
      register(door, form({ scheduleId: MISSING }, { childBornYear: `${new Date().getFullYear() + 1}-01-01` })),
    ),
    carrier: { code: RequestErrorCode.InvalidInput, field: 'childBornYear' },
  },
  [RegistrationErrorCode.ChildAgeOutsideBand]: both(async (door) => {
    const { scheduleId } = await courseWithSlot();
    return register(door, form({ scheduleId }, { childBornYear: yearsAgo(10) }));
  }),
  [RegistrationErrorCode.PriorityWindow]: both(async (door) => {
    const { successorId, successorSlot } = await continuingFamily();
    await database.dataSource.query('UPDATE course SET visible = true WHERE id = $1', [successorId]);
    return register(door, form({ scheduleId: successorSlot }));
  }),
  [RegistrationErrorCode.BatchSize]: both((door) =>
    door === 'graphql'
      ? gql('mutation { payRegistrations(ids: []) }', {}, admin)
      : rest('POST', '/registrations/batch/payed', { body: { ids: [] }, headers: admin }),
  ),
  [RegistrationErrorCode.SelectionTooLarge]: both(async (door) => {
    const scheduleId = await slotWithRegistrations(REGISTRATION_SELECTION_MAX + 1);
    try {
      return await (door === 'graphql'
        ? gql(
            'query ($id: Int!) { matchingRegistrations(filter: { scheduleId: $id }) { id } }',
            { id: scheduleId },
            admin,
          )
        : rest('GET', `/registrations/matching?scheduleId=${scheduleId}`, { headers: admin }));
    } finally {
      await database.dataSource.query('DELETE FROM registration WHERE schedule_id = $1', [scheduleId]);
    }
  }),
  [RegistrationErrorCode.ChangedMeanwhile]: both((door) => cancelWhileMoved(door)),
  [RegistrationErrorCode.TooManyFromAddress]: both(async (door) => {
    const address = '198.51.100.1';
    for (let send = 0; send < REGISTRATIONS_PER_ADDRESS; send += 1)
      await register(door, form({ scheduleId: MISSING }), { address });
    return register(door, form({ scheduleId: MISSING }), { address });
  }),
  [RegistrationErrorCode.TooManyForEmail]: both(async (door) => {
    // One mailbox from many addresses (each well within its own budget).
    const email = `mnohokrat.${unique()}@example.com`;
    for (let send = 0; send < EMAIL_LIMIT.max; send += 1)
      await register(door, form({ scheduleId: MISSING }, { email }), { address: `198.51.100.${10 + send}` });
    return register(door, form({ scheduleId: MISSING }, { email }), { address: '198.51.100.99' });
  }),
  [RegistrationErrorCode.TooManyForCourseFromAddress]: both(async (door) => {
    // Past the limit a child needs a solved challenge, and at the ceiling not even that helps.
    const { scheduleId } = await courseWithSlot();
    const address = '203.0.113.1';
    for (let child = 0; child < REGISTRATIONS_PER_COURSE; child += 1)
      expect((await register(door, form({ scheduleId }), { address })).body?.errors).toBeUndefined();
    const asked = await register(door, form({ scheduleId }), { address });
    const challenge = solveChallenge(challengeOf(refusalIn(asked)));
    expect((await register(door, form({ scheduleId }), { address, challenge })).body?.errors).toBeUndefined();
    return register(door, form({ scheduleId }), { address });
  }),
  [RegistrationErrorCode.ChallengeRequired]: both(async (door) => {
    const { scheduleId } = await courseWithSlot();
    const address = '203.0.113.2';
    for (let child = 0; child < REGISTRATIONS_PER_COURSE; child += 1)
      expect((await register(door, form({ scheduleId }), { address })).body?.errors).toBeUndefined();
    return register(door, form({ scheduleId }), { address });
  }),
  [RegistrationErrorCode.ChallengeInvalid]: both(async (door) => {
    const { scheduleId } = await courseWithSlot();
    return register(door, form({ scheduleId }), { address: '203.0.113.3', challenge: 'bm90IGEgc29sdXRpb24=' });
  }),
  [RegistrationErrorCode.TooManyForCourseForEmail]: both(async (door) => {
    const { scheduleId } = await courseWithSlot();
    const email = `rodina.${unique()}@example.com`;
    for (let child = 0; child < REGISTRATIONS_PER_COURSE; child += 1)
      expect(
        (await register(door, form({ scheduleId }, { email }), { address: `203.0.113.${10 + child}` })).body?.errors,
      ).toBeUndefined();
    return register(door, form({ scheduleId }, { email }), { address: '203.0.113.99' });
  }),
  [RegistrationErrorCode.IdempotencyKeyReused]: both(async (door) => {
    const { scheduleId } = await courseWithSlot();
    const key = randomUUID();
    expect((await register(door, form({ scheduleId }), { key })).body?.errors).toBeUndefined();
    return register(door, form({ scheduleId }), { key });
  }),
  [RegistrationErrorCode.ExportFormat]: { rest: refusedExport('format=pdf'), restOnly: ONLY_REST_EXPORTS },
  [RegistrationErrorCode.ExportSortDirection]: {
    rest: refusedExport('sort=email&direction=nahoru'),
    restOnly: ONLY_REST_EXPORTS,
  },
  [RegistrationErrorCode.ExportsBusy]: { rest: exportWhileBusy, restOnly: ONLY_REST_EXPORTS },

  // Invoices and e-mails ------------------------------------------------------------------------
  [InvoiceErrorCode.InvalidAccount]: both((door) => sendInvoice(door, MISSING, 'CZ00 neni ucet')),
  [PaymentErrorCode.NotFound]: both((door) =>
    door === 'graphql'
      ? gql('query ($id: Int!) { payment(id: $id) { id } }', { id: MISSING }, admin)
      : rest('GET', `/payments/${MISSING}`, { headers: admin }),
  ),
  [PaymentErrorCode.StatementUnknownFormat]: both((door) =>
    importStatement(door, Buffer.from('<html><body>Výpis</body></html>')),
  ),
  [PaymentErrorCode.StatementMalformed]: both((door) =>
    importStatement(
      door,
      gpcFile([
        gpcHeader({ account: ACCOUNT }),
        gpcItem({ account: ACCOUNT, amountHaler: 100, code: '2', amountField: '00000000x100' }),
      ]),
    ),
  ),
  [PaymentErrorCode.StatementTooLarge]: both((door) =>
    importStatement(
      door,
      gpcFile([
        gpcHeader({ account: ACCOUNT }),
        ...Array.from({ length: MAX_STATEMENT_ITEMS + 1 }, (_, index) =>
          gpcItem({ account: ACCOUNT, id: index + 1, amountHaler: 100, code: '2' }),
        ),
      ]),
    ),
  ),
  [PaymentErrorCode.StatementEmpty]: both((door) => importStatement(door, gpcFile([gpcHeader({ account: ACCOUNT })]))),
  [PaymentErrorCode.StatementAmountOutOfRange]: {
    internal:
      'answered inside an import’s summary (ImportNote.code of a refused movement), never as the call’s code: the statement’s other movements are recorded (payments.test.ts)',
  },
  [PaymentErrorCode.NotPairable]: both(async (door) =>
    assign(door, await statementPayment({ code: '1' }), [
      { registrationId: await registrationOnSlot(), amountHaler: 100 },
    ]),
  ),
  [PaymentErrorCode.AllocationTooLarge]: both(async (door) =>
    assign(door, await statementPayment({ amountHaler: 50_000 }), [
      { registrationId: await registrationOnSlot(), amountHaler: 50_001 },
    ]),
  ),
  [PaymentErrorCode.AllocationNotFound]: both((door) =>
    door === 'graphql'
      ? gql('mutation ($id: Int!) { unpairPayment(allocationId: $id) { id } }', { id: MISSING }, admin)
      : rest('POST', `/payments/allocations/${MISSING}/unpair`, { headers: admin }),
  ),
  [PaymentErrorCode.RegistrationCancelled]: both(async (door) =>
    assign(door, await statementPayment({}), [
      { registrationId: await registrationOnSlot({ cancelled_at: new Date().toISOString() }), amountHaler: 100 },
    ]),
  ),
  [PaymentErrorCode.CardUnavailable]: both((door) => startCardPayment(door, app, MISSING, 'klic')),
  [PaymentErrorCode.CardNothingToPay]: both(async (door) => {
    const id = await registrationOnSlot({ cancelled_at: new Date().toISOString() });
    return startCardPayment(door, cards, id, payKey(id));
  }),
  [PaymentErrorCode.CardGatewayFailed]: both(async (door) => {
    const id = await registrationOnSlot();
    comgate.failNext(502);
    return startCardPayment(door, cards, id, payKey(id));
  }),
  [PaymentErrorCode.CardNotFound]: both((door) =>
    door === 'graphql'
      ? gql('query ($id: String!) { cardPayment(id: $id) { state } }', { id: '0'.repeat(32) })
      : rest('GET', `/parents/card-payment/${'0'.repeat(32)}`),
  ),
  [PaymentErrorCode.CardNotificationRefused]: {
    rest: () =>
      raw(
        '/api/payments/comgate',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ merchant: comgate.merchant, secret: 'uhodnute-heslo', transId: 'AB-CD' }),
        },
        cards,
      ),
    restOnly: 'REST-only: the gateway posts its notification form-encoded to one address; it has no GraphQL client',
  },
  [PaymentErrorCode.RefundTooLarge]: both(async (door) =>
    refund(door, await statementPayment({ amountHaler: 10_000 }), { amount: 10_001, account: ACCOUNT_OF_PARENT }),
  ),
  [PaymentErrorCode.NotRefundable]: both(async (door) =>
    refund(door, await statementPayment({ code: '1' }), { amount: 100, account: ACCOUNT_OF_PARENT }),
  ),
  [PaymentErrorCode.RefundAccountRequired]: both(async (door) =>
    refund(door, await statementPayment({}), { amount: 100 }),
  ),
  [PaymentErrorCode.RefundKeyReused]: both(async (door) => {
    const id = await statementPayment({});
    const idempotencyKey = randomUUID();
    await refund('rest', id, { amount: 100, account: ACCOUNT_OF_PARENT, idempotencyKey });
    return refund(door, id, { amount: 200, account: ACCOUNT_OF_PARENT, idempotencyKey });
  }),
  [PaymentErrorCode.RefundGatewayRefused]: both(async (door) => {
    // Paid by card at the fake gateway, then given back whole in its portal: it refuses another refund.
    const id = await registrationOnSlot();
    await startCardPayment('rest', cards, id, payKey(id));
    const transaction = comgate.last();
    comgate.setStatus(transaction.transId, 'PAID');
    await comgate.notify(transaction.transId, { url: `${cards.url}/api/payments/comgate` });
    transaction.refunded = transaction.price;
    const [card] = await database.dataSource.query<{ paymentId: number }[]>(
      'SELECT payment_id AS "paymentId" FROM card_payment WHERE provider_id = $1',
      [transaction.transId],
    );
    return refund(door, card!.paymentId, { amount: 100 }, cards);
  }),
  [PaymentErrorCode.NothingToTransfer]: both((door) =>
    door === 'graphql'
      ? gql('query ($ids: [Int!]) { refundOrder(ids: $ids) { fileName } }', { ids: [MISSING] }, admin)
      : rest('GET', `/refunds/order?ids=${MISSING}`, { headers: admin }),
  ),
  [PaymentErrorCode.OperatorAccountNotCzech]: both((door) =>
    door === 'graphql'
      ? cards.graphql('{ refundOrder { fileName } }', {}, admin)
      : raw('/api/refunds/order', { method: 'GET', headers: admin }, cards),
  ),
  [InvoiceErrorCode.NotIssued]: {
    rest: async () => rest('GET', `/registrations/${await registrationOnSlot()}/invoice.pdf`, { headers: admin }),
    restOnly: 'REST-only: the PDF is a file download; GraphQL answers Registration.invoice null for no invoice',
  },
  [AccountingErrorCode.InvalidDate]: {
    rest: () => rest('GET', '/accounting/pohoda?from=2026-02-30&to=2026-03-31', { headers: admin }),
    restOnly: ONLY_REST_ACCOUNTING,
  },
  [AccountingErrorCode.NoInvoices]: {
    rest: () => rest('GET', '/accounting/pohoda?from=2001-01-01&to=2001-01-31', { headers: admin }),
    restOnly: ONLY_REST_ACCOUNTING,
  },
  [AccountingErrorCode.RangeReversed]: {
    rest: () => rest('GET', '/accounting/payments?from=2026-04-01&to=2026-03-31', { headers: admin }),
    restOnly: ONLY_REST_ACCOUNTING,
  },
  [InvoiceErrorCode.RegistrationCancelled]: both(async (door) =>
    sendInvoice(door, await registrationOnSlot({ cancelled_at: new Date().toISOString() })),
  ),
  [InvoiceErrorCode.RegistrationIsReplacement]: both(async (door) =>
    sendInvoice(door, await registrationOnSlot({ replacement: true })),
  ),
  [InvoiceErrorCode.IssuedToOther]: both(async (door) => {
    // Issued to the parent first; the employer's request cannot turn it into another buyer's.
    const { token, registrationId } = await familyWith();
    await sendInvoice('rest', registrationId);
    await rest('POST', '/parents/requests/employer-invoice', {
      body: {
        token,
        registrationId,
        employer: { name: 'Firma s.r.o.', companyId: '25596641', address: 'Dlouhá 1, Praha' },
      },
    });
    const [request] = await database.dataSource.query('SELECT max(id) AS id FROM parent_request');
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!) { handleParentRequest(id: $id, input: { state: done, issueInvoice: true }) { id } }',
          { id: request.id },
          admin,
        )
      : rest('POST', `/parent-requests/${request.id}/handle`, {
          body: { state: 'done', issueInvoice: true },
          headers: admin,
        });
  }),
  [MailErrorCode.NotFound]: {
    graphql: () => gql('mutation ($id: Int!) { retryMail(id: $id) { id } }', { id: MISSING }, admin),
    graphqlOnly: 'GraphQL-only: retrying an e-mail is a back-office GraphQL call; REST has no e-mail calls',
  },
  [MailErrorCode.AlreadySent]: {
    graphql: async () => {
      const registrationId = await registrationOnSlot();
      const [{ id }] = await database.dataSource.query(
        `INSERT INTO mail_message (registration_id, kind, recipient, status, sent_at)
         VALUES ($1, 'confirmation', 'jana@example.com', 'sent', now()) RETURNING id`,
        [registrationId],
      );
      return gql('mutation ($id: Int!) { retryMail(id: $id) { id } }', { id }, admin);
    },
    graphqlOnly: 'GraphQL-only: retrying an e-mail is a back-office GraphQL call; REST has no e-mail calls',
  },

  // Parents' own page ------------------------------------------------------------------------------
  [ParentErrorCode.LinkInvalid]: both((door) =>
    door === 'graphql'
      ? gql('query ($token: String!) { parentPage(token: $token) { email } }', { token: 'neznamy-odkaz' })
      : rest('POST', '/parents/page', { body: { token: 'neznamy-odkaz' } }),
  ),

  [ParentErrorCode.CancelPaid]: both(async (door) => {
    const { token, registrationId } = await familyWith({ payment_state: 'paid' });
    return door === 'graphql'
      ? gql('mutation ($token: String!, $id: Int!) { cancelByParent(token: $token, registrationId: $id) }', {
          token,
          id: registrationId,
        })
      : rest('POST', '/parents/cancel', { body: { token, registrationId } });
  }),
  [ParentErrorCode.RequestPending]: both(async (door) => {
    const { token } = await familyWith();
    await rest('POST', '/parents/requests/erasure', { body: { token } });
    return door === 'graphql'
      ? gql('mutation ($token: String!) { requestErasure(token: $token) }', { token })
      : rest('POST', '/parents/requests/erasure', { body: { token } });
  }),
  [ParentErrorCode.RequestNotFound]: both((door) =>
    door === 'graphql'
      ? gql(
          'mutation ($id: Int!) { handleParentRequest(id: $id, input: { state: done }) { id } }',
          { id: MISSING },
          admin,
        )
      : rest('POST', `/parent-requests/${MISSING}/handle`, { body: { state: 'done' }, headers: admin }),
  ),
  [ParentErrorCode.RequestHandled]: both(async (door) => {
    const { token } = await familyWith();
    await rest('POST', '/parents/requests/erasure', { body: { token } });
    const [request] = await database.dataSource.query('SELECT max(id) AS id FROM parent_request');
    await rest('POST', `/parent-requests/${request.id}/handle`, { body: { state: 'rejected' }, headers: admin });
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!) { handleParentRequest(id: $id, input: { state: done }) { id } }',
          { id: request.id },
          admin,
        )
      : rest('POST', `/parent-requests/${request.id}/handle`, { body: { state: 'done' }, headers: admin });
  }),
  [ParentErrorCode.EmailChangeInvalid]: both((door) =>
    door === 'graphql'
      ? gql('mutation ($token: String!) { confirmParentEmailChange(token: $token) }', { token: 'neznamy-odkaz' })
      : rest('POST', '/parents/email/confirm', { body: { token: 'neznamy-odkaz' } }),
  ),
  [ParentErrorCode.ReceiptNotPaid]: {
    rest: async () => {
      const email = `potvrzeni-${randomUUID()}@example.com`;
      const registrationId = await registrationOnSlot({ email });
      const token = await insertParentLink(database, email);
      return rest('POST', '/parents/receipt', { body: { token, registrationId } });
    },
    restOnly: 'REST-only: the receipt is a PDF download; GraphQL says ParentRegistration.receiptAvailable false',
  },
  [ParentErrorCode.ReceiptCancelled]: {
    rest: async () => {
      const email = `potvrzeni-${randomUUID()}@example.com`;
      const registrationId = await registrationOnSlot({
        email,
        payment_state: 'paid',
        cancelled_at: new Date().toISOString(),
      });
      const token = await insertParentLink(database, email);
      return rest('POST', '/parents/receipt', { body: { token, registrationId } });
    },
    restOnly: 'REST-only: the receipt is a PDF download; GraphQL says ParentRegistration.receiptAvailable false',
  },

  // Attendance ---------------------------------------------------------------------------------
  [AttendanceErrorCode.LessonNotFound]: both((door) =>
    door === 'graphql'
      ? gql('{ lessonRoster(id: "s999999-2027-03-01") { lesson { id } } }', {}, admin)
      : rest('GET', '/attendance/lessons/s999999-2027-03-01', { headers: admin }),
  ),
  [AttendanceErrorCode.ChildNotInLesson]: {
    internal:
      'answered inside markAttendance’s results (refusal), never as the call’s code: the other marks of a phone’s offline queue are kept',
  },
  [AttendanceErrorCode.LessonNotStarted]: {
    internal:
      'answered inside markAttendance’s results (refusal), like ATTENDANCE_CHILD_NOT_IN_LESSON: a lesson not begun by the server’s clock',
  },
  [AttendanceErrorCode.LessonCancelled]: both(async (door) => {
    // A Monday slot of a course without dates: 1 March 2027 is a Monday.
    const id = `s${(await courseWithSlot()).scheduleId}-2027-03-01`;
    await rest('POST', `/attendance/lessons/${id}/cancel`, { body: {}, headers: admin });
    const move = { date: '2027-03-03', from: '16:00', to: '16:45' };
    return door === 'graphql'
      ? gql(
          'mutation ($id: ID!, $input: LessonMoveInput!) { moveLesson(id: $id, input: $input) { id } }',
          { id, input: move },
          admin,
        )
      : rest('POST', `/attendance/lessons/${id}/move`, { body: move, headers: admin });
  }),
  [AttendanceErrorCode.DateTaken]: both(async (door) => {
    const makeup = { scheduleId: (await courseWithSlot()).scheduleId, date: '2027-03-08', from: '10:00', to: '11:00' };
    return door === 'graphql'
      ? gql('mutation ($input: MakeupLessonInput!) { addMakeupLesson(input: $input) { id } }', { input: makeup }, admin)
      : rest('POST', '/attendance/makeups', { body: makeup, headers: admin });
  }),
  [AttendanceErrorCode.SubstituteNotFound]: both(async (door) => {
    const id = `s${(await courseWithSlot()).scheduleId}-2027-03-01`;
    return door === 'graphql'
      ? gql('mutation ($id: ID!) { setLessonSubstitute(id: $id, lectorId: 999999) { id } }', { id }, admin)
      : rest('PUT', `/attendance/lessons/${id}/substitute`, { body: { lectorId: MISSING }, headers: admin });
  }),
  [AttendanceErrorCode.NonTeachingDayNotFound]: both((door) =>
    door === 'graphql'
      ? gql(`mutation { deleteNonTeachingDay(id: ${MISSING}) }`, {}, admin)
      : rest('DELETE', `/attendance/non-teaching-days/${MISSING}`, { headers: admin }),
  ),
  [AttendanceErrorCode.RangeTooLong]: both((door) =>
    door === 'graphql'
      ? gql('{ lessons(from: "2027-01-01", to: "2027-06-30") { id } }', {}, admin)
      : rest('GET', '/attendance/lessons?from=2027-01-01&to=2027-06-30', { headers: admin }),
  ),

  // Messages to families -----------------------------------------------------------------------
  [MessageErrorCode.NotFound]: both((door) =>
    door === 'graphql'
      ? gql(`{ message(id: ${MISSING}) { id } }`, {}, admin)
      : rest('GET', `/messages/${MISSING}`, { headers: admin }),
  ),
  [MessageErrorCode.AudienceNotFound]: both((door) =>
    messagePreview(door, { audience: { scheduleId: MISSING }, kind: 'operational' }, admin),
  ),
  [MessageErrorCode.AudienceForbidden]: both(async (door) =>
    // Another lector's slot (this one has no lector at all).
    messagePreview(
      door,
      { audience: { scheduleId: (await courseWithSlot()).scheduleId }, kind: 'operational' },
      lector,
    ),
  ),
  [MessageErrorCode.InformationalForAdmins]: both(async (door) =>
    messagePreview(
      door,
      { audience: { scheduleId: (await courseWithSlot()).scheduleId }, kind: 'informational' },
      lector,
    ),
  ),
  [MessageErrorCode.NoRecipients]: both(async (door) => {
    // A slot nobody is registered for.
    const input = {
      audience: { scheduleId: (await courseWithSlot()).scheduleId },
      kind: 'operational',
      subject: 'Nikomu',
      text: 'Tuto zprávu nemá kdo dostat.',
    };
    return door === 'graphql'
      ? gql('mutation ($input: MessageInput!) { sendMessage(input: $input) { id } }', { input }, admin)
      : rest('POST', '/messages', { body: input, headers: admin });
  }),
  [MessageErrorCode.SmsOff]: both(async (door) =>
    messagePreview(
      door,
      { audience: { scheduleId: (await courseWithSlot()).scheduleId }, kind: 'operational', channels: ['sms'] },
      admin,
    ),
  ),
  [MessageErrorCode.SmsOperationalOnly]: both(async (door) =>
    messagePreview(
      door,
      { audience: { scheduleId: (await courseWithSlot()).scheduleId }, kind: 'informational', channels: ['sms'] },
      admin,
    ),
  ),

  // Make-up lessons ----------------------------------------------------------------------------------
  [MakeupErrorCode.CreditNotFound]: both(async (door) => {
    const family = await makeupFamily();
    return bookMakeup(door, family.token, MISSING, family.lessonId);
  }),
  [MakeupErrorCode.CreditNotAvailable]: both(async (door) => {
    const family = await makeupFamily('revoked');
    return bookMakeup(door, family.token, family.creditId, family.lessonId);
  }),
  [MakeupErrorCode.LessonNotOffered]: both(async (door) => {
    const family = await makeupFamily();
    return bookMakeup(door, family.token, family.creditId, `s${MISSING}-2027-03-01`);
  }),
  [MakeupErrorCode.LessonFull]: both(async (door) => {
    const family = await makeupFamily('available', { room: false });
    return bookMakeup(door, family.token, family.creditId, family.lessonId);
  }),
  [MakeupErrorCode.BookingNotFound]: both(async (door) => cancelMakeup(door, (await makeupFamily()).token, MISSING)),
  [MakeupErrorCode.CancelTooLate]: both(async (door) => {
    // The lesson is in 3 days; the course's cut-off is two weeks.
    const family = await makeupFamily('available', { courseValues: { excuse_cutoff_hours: 336 } });
    return cancelMakeup(door, family.token, await makeupBooking(family));
  }),
  [MakeupErrorCode.CreditNotChangeable]: both(async (door) => {
    const { creditId } = await makeupFamily('used');
    return door === 'graphql'
      ? gql(`mutation { changeMakeupCredit(id: ${creditId}, reason: "Omyl", revoke: true) { id } }`, {}, admin)
      : rest('PATCH', `/makeup-credits/${creditId}`, { body: { state: 'revoked', reason: 'Omyl' }, headers: admin });
  }),
  [MakeupErrorCode.RegistrationNotEligible]: both((door) =>
    door === 'graphql'
      ? gql(`mutation { grantMakeupCredit(registrationId: ${MISSING}, reason: "Nemoc") { id } }`, {}, admin)
      : rest('POST', '/makeup-credits', { body: { registrationId: MISSING, reason: 'Nemoc' }, headers: admin }),
  ),

  // Legal texts ------------------------------------------------------------------------------------
  [LegalErrorCode.NotFound]: both((door) =>
    door === 'graphql'
      ? gql('{ legalText(kind: gdpr, version: 999) { id } }')
      : rest('GET', '/legal/gdpr/versions/999'),
  ),
  [LegalErrorCode.ChangedMeanwhile]: both(async (door) => {
    // Edited from a version older than the one in force.
    const [{ version }] = await database.dataSource.query(
      `SELECT max(version) AS version FROM legal_text WHERE kind = 'photo'`,
    );
    const input = { body: `Znění ${randomUUID()}`, baseVersion: version + 1 };
    return door === 'graphql'
      ? gql(
          'mutation ($input: LegalTextInput!) { publishLegalText(kind: photo, input: $input) { id } }',
          { input },
          admin,
        )
      : rest('POST', '/legal/photo', { body: input, headers: admin });
  }),
  [LegalErrorCode.Unchanged]: both(async (door) => {
    const [{ body }] = await database.dataSource.query(
      `SELECT body FROM legal_text WHERE kind = 'photo' ORDER BY version DESC LIMIT 1`,
    );
    return door === 'graphql'
      ? gql(
          'mutation ($input: LegalTextInput!) { publishLegalText(kind: photo, input: $input) { id } }',
          { input: { body } },
          admin,
        )
      : rest('POST', '/legal/photo', { body: { body }, headers: admin });
  }),

  // Galleries, pictures and uploads ---------------------------------------------------------------
  [GalleryErrorCode.NotFound]: notFound('gallery', '/galleries'),
  [GalleryErrorCode.PictureNotFound]: both((door) =>
    door === 'graphql'
      ? gql('mutation ($id: Int!) { deletePicture(id: $id) }', { id: MISSING }, admin)
      : rest('GET', `/pictures/${MISSING}`, { headers: admin }),
  ),
  [GalleryErrorCode.OwnerGone]: both((door) => uploadWhileOwnerDeleted(door)),
  [GalleryErrorCode.IllustrationFlagMissing]: {
    rest: async () => {
      const id = await insertPicture(database, { owner: 'gallery', owner_id: await insertGallery() });
      return rest('PUT', `/pictures/${id}`, { body: { illustration: 'ano' }, headers: admin });
    },
    restOnly:
      'REST-only: GraphQL sets and clears the mark with two mutations (setIllustration, unsetIllustration) that ' +
      'carry no flag',
  },
  [UploadErrorCode.NoFiles]: both(async (door) => {
    if (door === 'graphql') return gql(UPLOAD, { owner: 'gallery', ownerId: await insertGallery(), files: [] }, admin);
    const body = new FormData();
    body.append('note', 'bez souboru');
    return raw(`/api/upload?owner=gallery&ownerId=${await insertGallery()}`, { headers: admin, body });
  }),
  [UploadErrorCode.NotAnImage]: both((door) =>
    upload(door, [{ name: 'obrazek.jpg', data: Buffer.from('Toto není obrázek.'), type: 'image/jpeg' }]),
  ),
  [UploadErrorCode.UnreadableImage]: both((door) =>
    upload(door, [png('poskozeny.png', Buffer.concat([PNG_SIGNATURE, Buffer.from('a dál jen smetí')]))]),
  ),
  // 7100 x 7100 px: each side and the shape within the limits, 50.4 megapixels over the 50.
  [UploadErrorCode.TooManyPixels]: both((door) => upload(door, [png('obri.png', pngHeader(7100, 7100))])),
  [UploadErrorCode.SideTooLong]: both((door) => upload(door, [png('siroky.png', pngHeader(10_001, 600))])),
  [UploadErrorCode.AspectRatio]: both((door) => upload(door, [png('nudle.png', pngHeader(100, 2001))])),
  [UploadErrorCode.FileTooLarge]: both(async (door) =>
    upload(door, [{ name: 'velka.jpg', data: await jpegOfSize(MAX_FILE_BYTES + 1), type: 'image/jpeg' }]),
  ),
  [UploadErrorCode.TooManyFiles]: both(async (door) => {
    const data = await jpeg();
    return upload(door, [
      { name: 'prvni.jpg', data, type: 'image/jpeg' },
      { name: 'druha.jpg', data, type: 'image/jpeg' },
    ]);
  }),
  [UploadErrorCode.Malformed]: both(async (door) => {
    if (door === 'rest')
      // Not multipart at all.
      return rest('POST', `/upload?owner=gallery&ownerId=${await insertGallery()}`, { body: {}, headers: admin });
    const body = new FormData();
    body.append('operations', '{"query": ');
    body.append('map', '{}');
    return raw('/graphql', { headers: { ...admin, 'apollo-require-preflight': 'true' }, body });
  }),
  [UploadErrorCode.TooManyUploads]: both(async (door) => {
    const data = await jpeg();
    const galleryId = await insertGallery();
    const first = await upload(door, [{ name: 'prvni.jpg', data, type: 'image/jpeg' }], galleryId);
    expect(first.status).toBeLessThan(300);
    return upload(door, [{ name: 'druha.jpg', data, type: 'image/jpeg' }], galleryId);
  }),

  // The rest of the content --------------------------------------------------------------------
  [NewsErrorCode.NotFound]: notFound('news', '/news'),
  [VideoErrorCode.NotFound]: notFound('video', '/video'),
  [SupporterErrorCode.NotFound]: notFound('supporter', '/supporters'),
  [DiscountErrorCode.NotFound]: notFound('discount', '/discounts'),
  [DiscountErrorCode.AboveThePrice]: both(async (door) => {
    const id = await registrationOnSlot({ due_haler: 100_000 });
    const input = { amount: 1001, reason: 'Dohoda s ředitelkou' };
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!, $input: RegistrationDiscountInput!) { setRegistrationDiscount(id: $id, input: $input) { id } }',
          { id, input },
          admin,
        )
      : rest('PUT', `/registrations/${id}/discount`, { body: input, headers: admin });
  }),

  // The waiting list ------------------------------------------------------------------------------
  [WaitlistErrorCode.OfferExpired]: both(async (door) => {
    const { token, registrationId } = await waitingFamily(true);
    // The deadline passed a moment ago (the test moves it instead of waiting 48 hours).
    await database.dataSource.query(
      `UPDATE waitlist_offer SET expires_at = now() - interval '1 second' WHERE registration_id = $1`,
      [registrationId],
    );
    return acceptOffer(door, token, registrationId);
  }),
  [WaitlistErrorCode.OfferNotFound]: both((door) =>
    byId(door, 'withdrawWaitlistOffer', 'DELETE', '/waitlist-offers', MISSING, admin, '{ id }'),
  ),
  [WaitlistErrorCode.NoOpenOffer]: both(async (door) => {
    const { token, registrationId } = await waitingFamily(false);
    return acceptOffer(door, token, registrationId);
  }),
  [WaitlistErrorCode.NotWaiting]: both(async (door) => handOffer(door, await registrationOnSlot())),
  [WaitlistErrorCode.AlreadyOffered]: both(async (door) => handOffer(door, (await waitingFamily(true)).registrationId)),
  [WaitlistErrorCode.NoFreePlace]: both(async (door) => handOffer(door, (await waitingFamily(false)).registrationId)),
  [WaitlistErrorCode.TooLate]: both(async (door) => {
    // A camp that begins today: no deadline would leave an hour before its cut-off.
    const today = new Date().toISOString().slice(0, 10);
    const campId = await insertCamp(database, { from: today, to: today, capacity: 1, max_capacity: 5 });
    const registrationId = await insertRegistration(database, { camp_id: campId, replacement: true });
    return handOffer(door, registrationId);
  }),
  [ReenrolmentErrorCode.NoSuccessor]: both(async (door) => {
    const { courseId } = await courseWithSlot();
    const priorityUntil = new Date(Date.now() + 86_400_000).toISOString();
    return door === 'graphql'
      ? gql(
          'mutation ($id: Int!, $until: String!) { openReenrolment(courseId: $id, priorityUntil: $until) { invited } }',
          { id: courseId, until: priorityUntil },
          admin,
        )
      : rest('POST', `/courses/${courseId}/reenrolment`, { body: { priorityUntil }, headers: admin });
  }),
  [ReenrolmentErrorCode.NotFound]: both(async (door) => {
    const { courseId } = await courseWithSlot();
    return door === 'graphql'
      ? gql('query ($id: Int!) { reenrolment(courseId: $id) { successorId } }', { id: courseId }, admin)
      : rest('GET', `/courses/${courseId}/reenrolment`, { headers: admin });
  }),
  [ReenrolmentErrorCode.NoInvitation]: both(async (door) => {
    const { token, email } = await continuingFamily();
    // The family's own registration of another course, to which no invitation went.
    const other = await registrationOnSlot({ email });
    return continueFamily(door, token, other);
  }),
  [ReenrolmentErrorCode.WindowEnded]: both(async (door) => {
    const { courseId, token, registrationId } = await continuingFamily();
    // The end passed a moment ago (the test moves it instead of waiting a week).
    await database.dataSource.query(
      `UPDATE reenrolment SET priority_until = now() - interval '1 second' WHERE course_id = $1`,
      [courseId],
    );
    return continueFamily(door, token, registrationId);
  }),
  [ReenrolmentErrorCode.AlreadyAccepted]: both(async (door) => {
    const { token, registrationId } = await continuingFamily();
    await continueFamily('rest', token, registrationId);
    return door === 'graphql'
      ? gql('mutation ($token: String!, $id: Int!) { declineReenrolment(token: $token, registrationId: $id) }', {
          token,
          id: registrationId,
        })
      : rest('POST', '/parents/reenrolment/decline', { body: { token, registrationId } });
  }),
  [ReenrolmentErrorCode.NotASuccessorSlot]: both(async (door) => {
    const { token, registrationId, scheduleId } = await continuingFamily();
    return continueFamily(door, token, registrationId, scheduleId);
  }),
  [ReenrolmentErrorCode.Full]: both(async (door) => {
    const { token, registrationId, successorSlot } = await continuingFamily(1);
    await insertRegistration(database, { schedule_id: successorSlot });
    return continueFamily(door, token, registrationId);
  }),
};

// --- scenarios of several steps ----------------------------------------------------------------

function login(door: Door, username: string, password: string): Promise<Answer> {
  return door === 'graphql'
    ? gql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', {
        u: username,
        p: password,
      })
    : rest('POST', '/login', { body: { username, password } });
}

function sendInvoice(door: Door, id: number, account?: string): Promise<Answer> {
  return door === 'graphql'
    ? gql(
        'mutation ($id: Int!, $account: String) { sendInvoice(id: $id, account: $account) { id } }',
        { id, account },
        admin,
      )
    : rest('GET', `/registration/sendInvoice/${id}/${encodeURIComponent(account ?? 'default')}`, { headers: admin });
}

/** REGISTRATION_CHANGED_MEANWHILE: a cancellation locks the course of the registration, then finds
 * the registration in another course, five times in a row. The test holds each course's row, so the
 * app waits at its lock; meanwhile the slot moves to the next course, and the hold ends. */
async function cancelWhileMoved(door: Door): Promise<Answer> {
  const ATTEMPTS = 5; // registration.service.ts lockRegistrations
  const courses: number[] = [];
  for (let course = 0; course <= ATTEMPTS; course += 1) courses.push(await insertCourse(database));
  const scheduleId = await insertSchedule(database, { course_id: courses[0]!, branch_id: branchId });
  const id = await insertRegistration(database, { schedule_id: scheduleId });
  // FOR NO KEY UPDATE: the app's FOR UPDATE waits for it, moving the slot (a foreign-key check) does not.
  const held: Held[] = [];
  try {
    for (const course of courses.slice(0, ATTEMPTS))
      held.push(await hold('SELECT id FROM course WHERE id = $1 FOR NO KEY UPDATE', [course]));
    const answer = byId(door, 'cancelRegistration', 'DELETE', '/registrationOff', id, admin, '{ id }');
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      await untilBlockedBy(held[attempt]!, '%FROM course c WHERE c.id = ANY%FOR UPDATE');
      await database.dataSource.query('UPDATE schedule SET course_id = $1 WHERE id = $2', [
        courses[attempt + 1],
        scheduleId,
      ]);
      await held[attempt]!.end();
    }
    return await answer;
  } finally {
    for (const each of held) await each.end();
  }
}

/** GALLERY_PICTURE_OWNER_GONE: the gallery is deleted while its pictures are being stored. The test
 * holds the gallery's row, so the app waits at the lock it takes before saving them; then the test
 * deletes it. */
async function uploadWhileOwnerDeleted(door: Door): Promise<Answer> {
  const galleryId = await insertGallery();
  const held = await hold('SELECT id FROM gallery WHERE id = $1 FOR UPDATE', [galleryId]);
  try {
    const answer = upload(door, [{ name: 'fotka.jpg', data: await jpeg(), type: 'image/jpeg' }], galleryId);
    await untilBlockedBy(held, '%FOR KEY SHARE%');
    await held.query('DELETE FROM gallery WHERE id = $1', [galleryId]);
    await held.end();
    return await answer;
  } finally {
    await held.end();
  }
}

/** REGISTRATION_EXPORTS_BUSY: as many exports as may run at once wait for a locked table; one more
 * is refused. */
async function exportWhileBusy(): Promise<Answer> {
  const held = await hold('LOCK TABLE registration IN ACCESS EXCLUSIVE MODE');
  const running = Array.from({ length: MAX_RUNNING_EXPORTS }, () =>
    fetch(`${app.url}/api${EXPORT}?format=csv`, { headers: admin }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    }),
  );
  try {
    await untilBlockedBy(held, '%AS "childFullName"%', MAX_RUNNING_EXPORTS);
    return await rest('GET', `${EXPORT}?format=csv`, { headers: admin });
  } finally {
    await held.end();
    expect(await Promise.all(running)).toEqual(Array(MAX_RUNNING_EXPORTS).fill(200));
  }
}

// --- the tests ---------------------------------------------------------------------------------

/** The catalogue's text of a code, written from the parameters the answer sent. */
function text(code: ErrorCode, params: unknown): string {
  try {
    return (errorMessage as (...args: unknown[]) => string)(code, params);
  } catch {
    return `(the text of ${code} needs parameters the answer did not send)`;
  }
}

const entries = Object.entries(CATALOGUE) as [ErrorCode, Entry][];
const cases: [ErrorCode, Door][] = entries.flatMap(([code, entry]) =>
  isInternal(entry)
    ? []
    : (['graphql', 'rest'] as const).filter((door) => entry[door]).map((door) => [code, door] as [ErrorCode, Door]),
);

function expectAnswered(code: ErrorCode, scenario: Scenario, door: Door, { status, body }: Answer): void {
  const answered = scenario.carrier?.code ?? code;
  const kind = KIND_ANSWERS[errorKind(answered)];
  if (door === 'graphql') {
    const error = body?.errors?.[0];
    const extensions = error?.extensions ?? {};
    expect({
      domainCode: extensions.domainCode,
      code: extensions.code,
      message: scenario.ownGraphqlMessage ? '(its own)' : error?.message,
    }).toEqual({
      domainCode: answered,
      code: scenario.apolloCode?.code ?? kind.graphqlCode,
      message: scenario.ownGraphqlMessage ? '(its own)' : text(answered, extensions.params),
    });
    if (scenario.carrier)
      expect(extensions.fieldErrors?.[scenario.carrier.field]).toBe(errorFieldMessage(code as PlainErrorCode));
  } else {
    expect({ status, code: body?.code, message: body?.message }).toEqual({
      status: kind.status,
      code: answered,
      message: text(answered, body?.params),
    });
    if (scenario.carrier) expect(body.errors?.[scenario.carrier.field]).toBe(errorFieldMessage(code as PlainErrorCode));
  }
}

it('has an entry for every code of the catalogue, and none for a code it does not have', () => {
  expect(Object.keys(CATALOGUE).sort()).toEqual(Object.keys(ERRORS).sort());
  for (const [code, entry] of entries) {
    if (isInternal(entry)) expect({ code, reason: entry.internal.length > 20 }).toEqual({ code, reason: true });
  }
});

const run = async (code: ErrorCode, door: Door) => {
  const scenario = CATALOGUE[code] as Scenario;
  await forgetLimits();
  expectAnswered(code, scenario, door, await scenario[door]!());
};

it.each(cases)('%s at the %s door', run);
