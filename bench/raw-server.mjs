#!/usr/bin/env node
// The yardstick for the search benchmark: the same SQL as the app's registration search, behind
// the thinnest possible server (node:http + pg), each statement sent as it is (the app prepares its
// statements once per connection). Usage: DATABASE_URL=... PORT=... node raw-server.mjs
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const SEARCH_TEXT = `("registration"."parent_first_name" || ' ' || "registration"."parent_last_name" || ' ' || "registration"."child_full_name" || ' ' || "registration"."email" || ' ' || "registration"."phone")`;
// The columns the benchmark's GraphQL query asks for, in the order the app selects them.
const COLUMNS = `"registration"."id", "registration"."created_at", "registration"."parent_first_name", "registration"."parent_last_name",
  "registration"."email", "registration"."phone", "registration"."child_full_name", "registration"."replacement", "registration"."payment_state", "registration"."variable_symbol"`;

/** WHERE clause and parameters of each benchmark shape, as the app's filters write them. */
function where(shape, params) {
  if (shape === 'text')
    return { sql: ` WHERE ((${SEARCH_TEXT}::text ILIKE $1 ESCAPE '\\'))`, values: [`%${params.get('text')}%`] };
  if (shape === 'course')
    return {
      sql: ` WHERE ("registration"."schedule_id" IN (SELECT s.id FROM schedule s WHERE s.course_id = $1)) AND (("registration"."payment_state" = $2))`,
      values: [Number(params.get('courseId')), params.get('paymentState')],
    };
  return { sql: '', values: [] };
}

http
  .createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = 20;
    const { sql, values } = where(url.searchParams.get('shape'), url.searchParams);
    const [items, count] = await Promise.all([
      pool.query(
        `SELECT ${COLUMNS} FROM "registration" "registration"${sql} ORDER BY "registration"."created_at" DESC, "registration"."id" DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, limit, (page - 1) * limit],
      ),
      pool.query(`SELECT count(*)::int AS total FROM "registration" "registration"${sql}`, values),
    ]);
    const total = count.rows[0].total;
    const totalPages = Math.ceil(total / limit);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        items: items.rows,
        pagination: { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 },
      }),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw ready'));
