#!/usr/bin/env node
// The yardstick for the registrations benchmark (issue 41, item 1): what one public registration
// must do in the database, behind the thinnest server (node:http + pg), with none of the app's
// layers (GraphQL, validation, rate limits, receipts, e-mail composition). One transaction, as the
// app's: the slot's course locked, its places counted and the registration inserted in one statement
// with its customer, consents and queued e-mail (the app's own SQL pieces, from the built app), then
// a COMMIT that does not wait for the disk and, before the answer, one shared flush for everyone who
// committed meanwhile (the app's group commit, its own DurableCommits). POST / with the form's JSON
// answers { id, replacement }.
// Usage: DATABASE_URL=... PORT=... node bench/raw-registration-server.mjs
import { createRequire } from 'node:module';
import http from 'node:http';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { holdsPlace, OF_TARGET } = require('../server/dist/modules/registrations/registration.rules.js');
const { queueMailSql } = require('../server/dist/modules/mail/mail.outbox.js');
const { registrationConsentsSql, registrationConsentKinds } = require('../server/dist/modules/legal/legal.consents.js');

const { DurableCommits } = require('../server/dist/core/database/durable-commits.js');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const durable = new DurableCommits({ query: (sql) => pool.query(sql) });

const LOCK = `SELECT c.id, c.capacity, c.max_capacity AS "maxCapacity", c.price, s.branch_id AS "branchId"
  FROM schedule s JOIN course c ON c.id = s.course_id WHERE s.id = $1 FOR UPDATE OF c`;
const PLACE = `WITH tally AS (
    SELECT count(*) FILTER (WHERE ${holdsPlace('r')})::int AS confirmed,
           count(*) FILTER (WHERE r.cancelled_at IS NULL)::int AS active
      FROM registration r WHERE ${OF_TARGET.course('$5')}
  ), go AS (
    SELECT confirmed FROM tally WHERE active < $6
  ), customer AS (
    INSERT INTO customer (first_name, last_name, email, phone) SELECT $1, $2, $3, $4 FROM go
    ON CONFLICT ((lower(email))) DO UPDATE SET email = customer.email RETURNING id
  ), inserted AS (
    INSERT INTO registration (parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
                              photo_consent, personal_data_consent, type, schedule_id, branch_id, due_haler,
                              replacement, customer_id, created_at)
    SELECT $1, $2, $3, $4, $8, $9, false, true, 'course', $10, $11, $12, go.confirmed >= $7, customer.id, clock_timestamp()
      FROM go, customer
    RETURNING id, replacement, email
  ), consents AS (${registrationConsentsSql('inserted', '$13', "'form'")}
  ), mailed AS (${queueMailSql('inserted', "CASE WHEN r.replacement THEN 'replacement' ELSE 'confirmation' END")})
  SELECT id, replacement, ${DurableCommits.ASYNC_COMMIT_SQL} AS "asyncCommit" FROM inserted`;

async function register(form) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const {
      rows: [course],
    } = await client.query(LOCK, [form.scheduleId]);
    const {
      rows: [placed],
    } = await client.query(PLACE, [
      form.parentFirstName,
      form.parentLastName,
      form.email,
      form.phone,
      course.id,
      course.maxCapacity,
      course.capacity,
      form.childFullName,
      form.childBornYear,
      form.scheduleId,
      course.branchId,
      course.price * 100,
      registrationConsentKinds(false),
    ]);
    await client.query('COMMIT');
    client.release();
    // After giving the connection back: the flush takes one of the pool's.
    if (placed) await durable.flushed();
    return placed ? { id: placed.id, replacement: placed.replacement } : null;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    throw error;
  }
}

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    register(JSON.parse(body)).then(
      (placed) => {
        response.writeHead(placed ? 200 : 409, { 'content-type': 'application/json' });
        response.end(JSON.stringify(placed ?? { full: true }));
      },
      (error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: String(error) }));
      },
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Ready'));
