// A large synthetic data set for benchmarks (`npm run seed -- --registrations N`), inserted
// set-based, that still looks like a term (issue 41, item 17): no course or camp holds more children
// than its capacity; once its places are taken, a few replacements (náhradníci) follow, up to
// REPLACEMENTS_PER_COURSE and never beyond maxCapacity. When the courses that exist cannot take the
// course registrations asked for, they are opened again as further groups ("… – skupina 2", with
// their slots), as a large operator would. About a tenth go to camps, as many as the camps take.
// Payments follow the states: about half of those with a place are paid (with their payment
// records); a replacement has nothing to pay yet.
import { DataSource, type EntityManager } from 'typeorm';
import { recordMissingConsents } from '../modules/legal/legal.consents';
import { paymentsForMarkedPaid } from '../modules/payments/payment.marked';
import { holdsPlace } from '../modules/registrations/registration.rules';

/** Replacements per course or camp once its places are taken. */
export const REPLACEMENTS_PER_COURSE = 2;

/** Per course with a slot (or camp): `places` free places, `room` registrations it may still take. */
const ROOM = {
  course: `SELECT t.id,
         GREATEST(0, t.capacity - (SELECT count(*) FROM registration r
           WHERE r.schedule_id IN (SELECT s.id FROM schedule s WHERE s.course_id = t.id) AND ${holdsPlace('r')}))::int AS places,
         GREATEST(0, LEAST(t.max_capacity, t.capacity + ${REPLACEMENTS_PER_COURSE}) - (SELECT count(*) FROM registration a
           WHERE a.cancelled_at IS NULL AND a.schedule_id IN (SELECT s.id FROM schedule s WHERE s.course_id = t.id)))::int AS room
    FROM course t WHERE EXISTS (SELECT 1 FROM schedule s WHERE s.course_id = t.id)`,
  camp: `SELECT t.id,
         GREATEST(0, t.capacity - (SELECT count(*) FROM registration r WHERE r.camp_id = t.id AND ${holdsPlace('r')}))::int AS places,
         GREATEST(0, LEAST(t.max_capacity, t.capacity + ${REPLACEMENTS_PER_COURSE}) - (SELECT count(*) FROM registration a
           WHERE a.cancelled_at IS NULL AND a.camp_id = t.id))::int AS room
    FROM camp t`,
};

async function totalRoom(manager: EntityManager, kind: keyof typeof ROOM): Promise<number> {
  const [{ room }] = await manager.query(`SELECT coalesce(sum(room), 0)::int AS room FROM (${ROOM[kind]}) AS rooms`);
  return room;
}

/** The columns a copy of a row of `table` is inserted with: all but the id and generated ones. */
async function copiedColumns(manager: EntityManager, table: string): Promise<string[]> {
  const rows: { name: string }[] = await manager.query(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'id'
        AND is_generated = 'NEVER' AND is_identity = 'NO'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Opens every course with a slot `rounds` more times as further groups, with copies of its slots. */
async function openMoreGroups(manager: EntityManager, rounds: number): Promise<void> {
  await manager.query(
    `CREATE TEMP TABLE course_group ON COMMIT DROP AS
       SELECT c.id AS original, g.round, nextval(pg_get_serial_sequence('course', 'id'))::int AS id
         FROM course c CROSS JOIN generate_series(1, $1) AS g(round)
        WHERE EXISTS (SELECT 1 FROM schedule s WHERE s.course_id = c.id)`,
    [rounds],
  );
  const courseColumns = await copiedColumns(manager, 'course');
  const courseValues = courseColumns.map((name) =>
    name === 'title' ? `left(c.title || ' – skupina ' || (g.round + 1), 200)` : `c.${quoted(name)}`,
  );
  await manager.query(
    `INSERT INTO course (id, ${courseColumns.map(quoted).join(', ')})
     SELECT g.id, ${courseValues.join(', ')} FROM course_group g JOIN course c ON c.id = g.original`,
  );
  const scheduleColumns = (await copiedColumns(manager, 'schedule')).filter((name) => name !== 'course_id');
  await manager.query(
    `INSERT INTO schedule (course_id, ${scheduleColumns.map(quoted).join(', ')})
     SELECT g.id, ${scheduleColumns.map((name) => `s.${quoted(name)}`).join(', ')}
       FROM course_group g JOIN schedule s ON s.course_id = g.original`,
  );
}

/** Inserts `count` registrations of `kind` into the free room, places first across all courses
 * (or camps), then replacements; parents round-robin from the run's customers. */
async function register(
  manager: EntityManager,
  kind: keyof typeof ROOM,
  count: number,
  tag: string,
  customers: number,
  offset: number,
): Promise<void> {
  if (count === 0) return;
  const target =
    kind === 'course'
      ? `(SELECT array_agg(s.id ORDER BY s.id) AS ids, array_agg(s.branch_id ORDER BY s.id) AS branches
            FROM schedule s WHERE s.course_id = seat.target) AS slots`
      : `(SELECT ARRAY[c.id] AS ids, ARRAY[c.branch_id] AS branches FROM camp c WHERE c.id = seat.target) AS slots`;
  await manager.query(
    `WITH rooms AS (${ROOM[kind]}),
          seats AS (SELECT rooms.id AS target, k, k > rooms.places AS replacement,
                           row_number() OVER (ORDER BY k, rooms.id) AS n
                      FROM rooms CROSS JOIN LATERAL generate_series(1, rooms.room) AS k),
          parents AS (SELECT id, first_name, last_name, email, phone, row_number() OVER (ORDER BY id) AS n
                        FROM customer WHERE email LIKE '%.' || $2 || '@example.com')
     INSERT INTO registration (parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
                               photo_consent, personal_data_consent, type, replacement, payment_state,
                               schedule_id, camp_id, branch_id, customer_id, created_at)
     SELECT p.first_name, p.last_name, p.email, p.phone,
            (ARRAY['Anna','Jakub','Eliška','Tomáš','Adéla','Matyáš','Ema','Vojtěch'])[1 + g % 8] || ' ' || p.last_name,
            DATE '2011-01-01' + (g % 4000),
            g % 3 <> 0, true,
            $5::text::registration_type,
            seat.replacement,
            (CASE WHEN NOT seat.replacement AND g % 2 = 0 THEN 'paid' ELSE 'unpaid' END)::payment_state,
            CASE WHEN $5::text = 'course' THEN slots.ids[1 + seat.k % cardinality(slots.ids)] END,
            CASE WHEN $5::text = 'camp' THEN slots.ids[1] END,
            slots.branches[1 + seat.k % cardinality(slots.ids)],
            p.id,
            now() - (g % 720) * interval '1 hour'
       FROM seats AS seat
       CROSS JOIN LATERAL (SELECT (seat.n + $4)::int AS g) AS numbered
       CROSS JOIN LATERAL ${target}
       JOIN parents AS p ON p.n = 1 + (numbered.g % $3)
      WHERE seat.n <= $1`,
    [count, tag, customers, offset, kind],
  );
}

export async function seedLargeRegistrations(
  dataSource: DataSource,
  count: number,
): Promise<{ customers: number; registrations: number; groupsOpened: number }> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error('The number of registrations must be a positive whole number');
  const result = await dataSource.transaction(async (manager) => {
    const [{ schedules }] = await manager.query('SELECT count(*)::int AS schedules FROM schedule');
    if (schedules === 0)
      throw new Error('There are no schedules to register to: start the app once with DEMO_DATA=true first');
    // A tag unique to this run keeps the customers' e-mails unique when the seed runs again.
    const tag = `bench${Date.now().toString(36)}`;
    const customers = Math.max(1, Math.ceil(count / 2));
    await manager.query(
      `INSERT INTO customer (first_name, last_name, email, phone)
       SELECT (ARRAY['Jana','Petra','Lucie','Martina','Tomáš','Martin','Eva','Hana'])[1 + g % 8],
              (ARRAY['Nováková','Svobodová','Dvořáková','Černá','Procházka','Kučera','Veselá','Horák'])[1 + (g / 8) % 8],
              'rodic' || g || '.' || $2 || '@example.com',
              '+4206' || lpad((g % 100)::text, 2, '0') || lpad((g % 1000)::text, 3, '0') || lpad(((g * 7) % 1000)::text, 3, '0')
       FROM generate_series(1, $1) AS g`,
      [customers, tag],
    );
    const camps = Math.min(Math.floor(count / 10), await totalRoom(manager, 'camp'));
    const courses = count - camps;
    const room = await totalRoom(manager, 'course');
    let groupsOpened = 0;
    if (room < courses) {
      const [{ perRound, groups }] = await manager.query(
        `SELECT coalesce(sum(LEAST(max_capacity, capacity + ${REPLACEMENTS_PER_COURSE})), 0)::int AS "perRound",
                count(*)::int AS groups
           FROM course c WHERE EXISTS (SELECT 1 FROM schedule s WHERE s.course_id = c.id)`,
      );
      if (perRound === 0) throw new Error('The courses with a slot have no capacity to register to');
      const rounds = Math.ceil((courses - room) / perRound);
      await openMoreGroups(manager, rounds);
      groupsOpened = rounds * groups;
    }
    // Statistics of the rows just inserted (visible to this transaction): without them the planner
    // takes the tens of thousands of customers and seats for a handful and joins them in nested
    // loops (a 100,000 seed ran for over half an hour in one statement on a loaded machine).
    await manager.query('ANALYZE customer, course, schedule, registration');
    await register(manager, 'course', courses, tag, customers, 0);
    await register(manager, 'camp', camps, tag, customers, courses);
    await paymentsForMarkedPaid(manager);
    await recordMissingConsents(manager);
    return { customers, registrations: count, groupsOpened };
  });
  // Fresh statistics and visibility maps, so the planner uses the indexes (index-only counts)
  // right away instead of after autovacuum gets round to it.
  await dataSource.query('VACUUM ANALYZE customer, registration, schedule, course, camp');
  return result;
}
