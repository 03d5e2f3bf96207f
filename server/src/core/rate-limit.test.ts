import { addressBucket, RateLimiter } from './rate-limit';
import { createTestDatabase, type TestDatabase } from '../test/database';

describe('the budget of a client address', () => {
  it('is the address itself for IPv4, also written as IPv4-mapped IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('203.0.113.8')).not.toBe(addressBucket('203.0.113.7'));
  });

  it('is the /56 network for IPv6, where one subscriber may pick any address of 256 /64 networks', () => {
    const bucket = addressBucket('2001:db8:aa:1::1');
    expect(bucket).toBe('2001:db8:aa:0::/56');
    for (const same of [
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:00aa:0001:0:0:0:2',
      '2001:db8:aa:1::1%eth0',
      '2001:db8:aa:2::1',
      '2001:db8:aa:ff:1:2:3:4',
    ])
      expect(addressBucket(same)).toBe(bucket);
    expect(addressBucket('2001:db8:aa:100::1')).toBe('2001:db8:aa:100::/56');
    expect(addressBucket('2001:db8:ab:1::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/56');
  });
});

describe('RateLimiter', () => {
  let database: TestDatabase;
  let limiter: RateLimiter;
  const hitsOf = async (bucket: string) =>
    (
      await database.dataSource.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM rate_limit_hit WHERE bucket = $1',
        [bucket],
      )
    )[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = new RateLimiter(database.dataSource);
  });
  afterAll(() => database?.drop());

  it('lets exactly max of many concurrent attempts through, from one bucket', async () => {
    const limit = { bucket: 'test:concurrent', max: 10, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 30 }, () => limiter.attempt(limit)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    for (const answer of answers.filter((answer) => !answer.allowed))
      expect(answer).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect(await hitsOf(limit.bucket)).toBe(10);
  });

  it('keeps a bucket name with quotes, backslashes and SQL in it as it is (the values are written into the statement)', async () => {
    const bucket = `x'); DROP TABLE rate_limit_hit; --\\'"\\\\ ${'ž'.repeat(10)}`;
    const limit = { bucket, max: 1, windowMs: 60_000 };
    expect(await limiter.attempt(limit)).toEqual({ allowed: true, hits: 0 });
    expect((await limiter.attempt(limit)).allowed).toBe(false);
    expect(await hitsOf(bucket)).toBe(1);
  });

  it('counts an attempt in none of its buckets when one of them is full, and says which', async () => {
    const open = { bucket: 'test:open', max: 5, windowMs: 60_000 };
    const full = { bucket: 'test:full', max: 1, windowMs: 60_000 };
    await limiter.attempt(full);
    await limiter.attempt(open);
    const [first, second] = await limiter.attemptAll([open, full]);
    // The attempts counted before, for a caller that asks more of a busy client.
    expect(first).toEqual({ allowed: true, hits: 1 });
    expect(second!.allowed).toBe(false);
    expect(await hitsOf(open.bucket)).toBe(1);
    expect(await hitsOf(full.bucket)).toBe(1);
  });
});
