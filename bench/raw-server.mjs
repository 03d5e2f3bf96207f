#!/usr/bin/env node
// The yardstick for the search benchmark: the app's registration search SQL behind the thinnest
// possible server (node:http + pg), each statement sent as it is (the app prepares its statements
// once per connection). Two answers, as the app's two doors give them: `answer=graphql` the columns
// the benchmark's GraphQL query asks for; `answer=rest` every registration with its slot (course,
// branch, lector), camp (branch) and customer joined in the page's statement, nested as the REST
// answer nests them. Usage: DATABASE_URL=... PORT=... node raw-server.mjs
import { createRequire } from 'node:module';
import http from 'node:http';
import pg from 'pg';

// The text the app searches (the expression its trigram index holds), from the built app itself.
const { REGISTRATION_SEARCH_SQL } = createRequire(import.meta.url)(
  '../server/dist/modules/registrations/registration.search.js',
);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
// The columns the benchmark's GraphQL query asks for, in the order the app selects them.
const COLUMNS = `"registration"."id", "registration"."created_at", "registration"."parent_first_name", "registration"."parent_last_name",
  "registration"."email", "registration"."phone", "registration"."child_full_name", "registration"."replacement", "registration"."payment_state", "registration"."variable_symbol"`;
const ORDER = `"registration"."created_at" DESC, "registration"."id" DESC`;

/** WHERE clause and parameters of each benchmark shape, as the app's filters write them. */
function where(shape, params) {
  if (shape === 'text')
    return {
      sql: ` WHERE (${REGISTRATION_SEARCH_SQL} LIKE '%' || kurzy_fold($1) || '%' ESCAPE '\\')`,
      values: [params.get('text')],
    };
  if (shape === 'course')
    return {
      sql: ` WHERE ("registration"."schedule_id" IN (SELECT s.id FROM schedule s WHERE s.course_id = $1::bigint)) AND (("registration"."payment_state" = $2))`,
      values: [Number(params.get('courseId')), params.get('paymentState')],
    };
  return { sql: '', values: [] };
}

/** The REST answer's tables (as registration.joined.ts joins them): alias, table, the columns the app
 * reads (the registration's `select: false` ones left out) and their JSON names. */
const HIDDEN = new Set(['idempotency_key', 'idempotency_hash', 'erased_at']);
const PARTS = [
  ['registration', 'registration'],
  ['reg_schedule', 'schedule'],
  ['reg_course', 'course'],
  ['reg_schedule_branch', 'branch'],
  ['reg_lector', 'user'],
  ['reg_camp', 'camp'],
  ['reg_camp_branch', 'branch'],
  ['reg_customer', 'customer'],
];
const camel = (name) => name.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());
const { rows: known } = await pool.query(
  `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY ordinal_position`,
);
let offset = 0;
const parts = Object.fromEntries(
  PARTS.map(([alias, table]) => {
    const columns = known
      .filter((row) => row.table_name === table && !HIDDEN.has(row.column_name))
      .map((row) => row.column_name);
    const part = { alias, table, columns, keys: columns.map(camel), offset, id: offset + columns.indexOf('id') };
    offset += columns.length;
    return [alias, part];
  }),
);
const table = (part) => `"${part.table}" "${part.alias}"`;
const on = (part, column) => `"${part.alias}"."id" = ${column}`;
const p = parts;
const REST_SELECT = Object.values(parts)
  .flatMap(({ alias, columns }) => columns.map((column) => `"${alias}"."${column}"`))
  .join(', ');
const REST_JOINS =
  ` LEFT JOIN (${table(p.reg_schedule)} JOIN ${table(p.reg_course)} ON ${on(p.reg_course, '"reg_schedule"."course_id"')}` +
  ` JOIN ${table(p.reg_schedule_branch)} ON ${on(p.reg_schedule_branch, '"reg_schedule"."branch_id"')}` +
  ` LEFT JOIN ${table(p.reg_lector)} ON ${on(p.reg_lector, '"reg_schedule"."lector_id"')})` +
  ` ON ${on(p.reg_schedule, '"registration"."schedule_id"')}` +
  ` LEFT JOIN (${table(p.reg_camp)} LEFT JOIN ${table(p.reg_camp_branch)} ON ${on(p.reg_camp_branch, '"reg_camp"."branch_id"')})` +
  ` ON ${on(p.reg_camp, '"registration"."camp_id"')}` +
  ` LEFT JOIN ${table(p.reg_customer)} ON ${on(p.reg_customer, '"registration"."customer_id"')}`;

/** One table's object of a row (arrays, in the SELECT list's order); null for a relation not there. */
function object(part, row) {
  if (row[part.id] === null) return null;
  const result = {};
  for (let index = 0; index < part.keys.length; index += 1) result[part.keys[index]] = row[part.offset + index];
  return result;
}

/** A registration as the REST answer nests it. */
function restItem(row) {
  const schedule = object(p.reg_schedule, row);
  const course = object(p.reg_course, row);
  const camp = object(p.reg_camp, row);
  return {
    ...object(p.registration, row),
    schedule: schedule && {
      ...schedule,
      category: course.category,
      branch: object(p.reg_schedule_branch, row),
      lector: object(p.reg_lector, row),
    },
    course,
    camp,
    customer: object(p.reg_customer, row),
  };
}

http
  .createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = 20;
    const rest = url.searchParams.get('answer') === 'rest';
    const { sql, values } = where(url.searchParams.get('shape'), url.searchParams);
    const next = values.length + 1;
    const window = `FROM "registration" "registration"${sql} ORDER BY ${ORDER} LIMIT $${next} OFFSET $${next + 1}`;
    const [items, count] = await Promise.all([
      pool.query({
        text: rest
          ? `SELECT ${REST_SELECT} FROM (SELECT "registration".* ${window}) "registration"${REST_JOINS} ORDER BY ${ORDER}`
          : `SELECT ${COLUMNS} ${window}`,
        values: [...values, limit, (page - 1) * limit],
        rowMode: rest ? 'array' : undefined,
      }),
      pool.query(`SELECT count(*)::int AS total FROM "registration" "registration"${sql}`, values),
    ]);
    const total = count.rows[0].total;
    const totalPages = Math.ceil(total / limit);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        items: rest ? items.rows.map(restItem) : items.rows,
        pagination: { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 },
      }),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw ready'));
