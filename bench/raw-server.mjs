#!/usr/bin/env node
// The yardstick for the search benchmark: the same SQL as the app's registration search, behind
// the thinnest possible server (node:http + pg). Usage: DATABASE_URL=... PORT=... node raw-server.mjs
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const SEARCH_TEXT = `("registration"."parent_first_name" || ' ' || "registration"."parent_last_name" || ' ' || "registration"."child_full_name" || ' ' || "registration"."email" || ' ' || "registration"."phone")`;
const COLUMNS = `"registration"."id", "registration"."parent_first_name", "registration"."parent_last_name", "registration"."child_full_name",
  "registration"."email", "registration"."phone", "registration"."payment_state", "registration"."replacement", "registration"."variable_symbol", "registration"."created_at"`;

/** WHERE clause and parameters of each benchmark shape, as the app's filters build them. */
function where(shape, params) {
  if (shape === 'text')
    return { sql: `${SEARCH_TEXT}::text ILIKE $1 ESCAPE '\\'`, values: [`%${params.get('text')}%`] };
  if (shape === 'course')
    return {
      sql: `"registration"."schedule_id" IN (SELECT s.id FROM schedule s WHERE s.course_id = $1) AND "registration"."payment_state" = $2`,
      values: [Number(params.get('courseId')), params.get('paymentState')],
    };
  return { sql: 'TRUE', values: [] };
}

http
  .createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = 20;
    const { sql, values } = where(url.searchParams.get('shape'), url.searchParams);
    const [items, count] = await Promise.all([
      pool.query(
        `SELECT ${COLUMNS} FROM registration "registration" WHERE ${sql} ORDER BY "registration"."created_at" DESC, "registration"."id" DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        values,
      ),
      pool.query(`SELECT count(*)::int AS total FROM registration "registration" WHERE ${sql}`, values),
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
