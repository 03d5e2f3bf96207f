import { addressBucket } from './rate-limit';

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
