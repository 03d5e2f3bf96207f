// Waiting-list offers at full size (issue 42, Performance): the sweep over the seeded registrations
// with 1,000 open offers, and accepting an offer. The sweep and the accept are the built service's own
// (server/dist), called in this process against the app's database, so each figure is the time of its
// statements and their round trips on a local connection: the database time of one sweep round, with
// nothing of HTTP or the job runner. Targets: an idle sweep round (nothing lapsed: every 15 s, the
// usual case) < 50 ms; a round that ends lapsed offers and offers their places on is shown beside it.
//
// `npm run bench -- --scenario waitlist` (or `node bench/waitlist.mjs [--registrations 100000]`)
// starts the built app on a fresh embedded database, seeded.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDatabaseUrl, root, seed, startApp } from './standalone.mjs';

const require = createRequire(import.meta.url);
const server = (file) => require(path.join(root, 'server', 'dist', file));

const OFFERS = 1000;
const ROUNDS = 20;
const LAPSED_PER_ROUND = 20;
const BUSY_ROUNDS = 5;
/** Rounds of the busy round's profile, each way. */
const PROFILE_ROUNDS = 5;
const ACCEPTS = 20;
const TARGET_MS = 50;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const summary = (times) => ({ p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) });

async function timed(run) {
  const started = performance.now();
  const answer = await run();
  return { ms: performance.now() - started, answer };
}

/** Measures on the database of `dataDir` (its app running, so the embedded PostgreSQL is up). */
export async function waitlistBenchmark({ dataDir }) {
  const { createDataSource } = server('core/database/data-source.js');
  const { ENTITIES } = server('modules/index.js');
  const { RegistrationService } = server('modules/registrations/registration.service.js');
  const { WaitlistService } = server('modules/waitlist/waitlist.service.js');
  const { offerFreedPlaces, offerFreedPlacesOf } = server('modules/waitlist/waitlist.offers.js');
  const dataSource = createDataSource(embeddedDatabaseUrl(dataDir), ENTITIES, undefined, 4);
  await dataSource.initialize();
  try {
    const registrationService = new RegistrationService(dataSource);
    const waitlist = new WaitlistService(dataSource, registrationService, null);
    const [{ registrations }] = await dataSource.query(
      'SELECT count(*)::int AS registrations FROM registration WHERE cancelled_at IS NULL',
    );
    // 1,000 replacements of as many courses and camps as the data has, each holding an open offer for a day.
    await dataSource.query(
      `WITH chosen AS (SELECT id FROM registration WHERE cancelled_at IS NULL ORDER BY random() LIMIT $1),
            marked AS (UPDATE registration r SET replacement = true, held_until = now() + interval '1 day'
                         FROM chosen WHERE r.id = chosen.id RETURNING r.id)
       INSERT INTO waitlist_offer (registration_id, expires_at) SELECT id, now() + interval '1 day' FROM marked`,
      [OFFERS],
    );
    const open = async () =>
      (await dataSource.query(`SELECT count(*)::int AS n FROM waitlist_offer WHERE state = 'offered'`))[0].n;
    const openBefore = await open();

    // The usual round: nothing lapsed.
    await waitlist.sweep();
    const idle = [];
    for (let round = 0; round < ROUNDS; round += 1) idle.push((await timed(() => waitlist.sweep())).ms);

    // Rounds that end lapsed offers (their deadlines moved into the past, as staff may) and offer on.
    const lapse = () =>
      dataSource.query(
        `WITH lapsing AS (SELECT id, registration_id FROM waitlist_offer WHERE state = 'offered' ORDER BY random() LIMIT $1),
              moved AS (UPDATE waitlist_offer o SET expires_at = now() - interval '1 second' FROM lapsing WHERE o.id = lapsing.id)
         UPDATE registration r SET held_until = now() - interval '1 second' FROM lapsing WHERE r.id = lapsing.registration_id`,
        [LAPSED_PER_ROUND],
      );
    // One round unmeasured first, as for the idle rounds: the courses' rows read into memory once.
    await lapse();
    await waitlist.sweep();
    const busy = [];
    let ended = 0;
    for (let round = 0; round < BUSY_ROUNDS; round += 1) {
      await lapse();
      const { ms, answer } = await timed(() => waitlist.sweep());
      busy.push(ms);
      ended += answer;
    }

    // The busy round's profile: its steps as the sweep takes them (WaitlistService.sweep), timed each,
    // the offering made alternately the old way (one statement per course or camp, as before
    // 2026-11-29) and the new (offerFreedPlacesOf: one statement for the round), on the same data.
    const profile = { lockAndEnd: [], perTarget: [], batched: [], targets: [] };
    for (let round = 0; round < 2 * PROFILE_ROUNDS; round += 1) {
      await lapse();
      const batched = round % 2 === 1;
      await dataSource.transaction(async (manager) => {
        const lapsed = await manager.query(
          `SELECT registration_id AS id FROM waitlist_offer WHERE state = 'offered' AND expires_at <= now() ORDER BY expires_at`,
        );
        const started = performance.now();
        const locked = await registrationService.lockRegistrations(
          manager,
          lapsed.map(({ id }) => id),
        );
        // The service's own step (private in TypeScript, a plain method here).
        await waitlist.endOffers(
          manager,
          locked.map(({ registration }) => registration.id),
          'expired',
          { byUserId: null, byFamily: false },
        );
        const endedAt = performance.now();
        const targets = [...new Map(locked.map(({ target }) => [`${target.kind}:${target.id}`, target])).values()];
        if (batched) await offerFreedPlacesOf(manager, targets, null);
        else for (const target of targets) await offerFreedPlaces(manager, target, null);
        profile.lockAndEnd.push(endedAt - started);
        (batched ? profile.batched : profile.perTarget).push(performance.now() - endedAt);
        profile.targets.push(targets.length);
      });
    }

    // Accepting: the family takes the held place (its payment e-mail is queued by the registrations' event).
    const accepting = await dataSource.query(
      `SELECT registration_id AS id FROM waitlist_offer WHERE state = 'offered' AND expires_at > now() + interval '1 hour' LIMIT $1`,
      [ACCEPTS],
    );
    const accepts = [];
    for (const { id } of accepting) accepts.push((await timed(() => waitlist.accept(id))).ms);

    return {
      registrations,
      openBefore,
      idle: summary(idle),
      busy: summary(busy),
      ended,
      accept: summary(accepts),
      accepted: accepts.length,
      profile: {
        lockAndEnd: summary(profile.lockAndEnd),
        perTarget: summary(profile.perTarget),
        batched: summary(profile.batched),
        targets: profile.targets.reduce((sum, count) => sum + count, 0) / profile.targets.length,
      },
    };
  } finally {
    await dataSource.destroy();
  }
}

export function waitlistTable(result) {
  const ms = (value) => value.toFixed(1);
  const row = (name, { p50, p95, max }, target) => `| ${name} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${target} |`;
  return [
    `| ${result.registrations} registrations, ${result.openBefore} open offers | p50 ms | p95 ms | max ms | target |`,
    '| --- | --- | --- | --- | --- |',
    row(
      `sweep round, nothing lapsed (${ROUNDS} rounds)`,
      result.idle,
      `< ${TARGET_MS} ms: ${result.idle.p95 < TARGET_MS ? 'met' : 'missed'}`,
    ),
    row(
      `sweep round ending ${LAPSED_PER_ROUND} lapsed offers and offering their places on (${BUSY_ROUNDS} rounds, ${result.ended} ended)`,
      result.busy,
      '',
    ),
    row(`accepting an offer (${result.accepted} accepts)`, result.accept, 'as a registration'),
    row(
      `profile, ${2 * PROFILE_ROUNDS} busy rounds (${result.profile.targets.toFixed(1)} courses or camps each): locking and ending the offers`,
      result.profile.lockAndEnd,
      '',
    ),
    row(`profile: offering on, one statement per course or camp (before)`, result.profile.perTarget, ''),
    row(`profile: offering on, one statement for the round (now)`, result.profile.batched, ''),
  ].join('\n');
}

/** Its own app on a fresh data directory, seeded. */
export async function runWaitlistBenchmark(argv = []) {
  const index = argv.indexOf('--registrations');
  const registrations = index >= 0 ? Number(argv[index + 1]) : 100_000;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurzy-bench-waitlist-'));
  try {
    const first = await startApp({ dataDir });
    await first.stop();
    await seed(dataDir, registrations);
    const app = await startApp({ dataDir });
    try {
      return waitlistTable(await waitlistBenchmark({ dataDir }));
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await runWaitlistBenchmark(process.argv.slice(2)));
