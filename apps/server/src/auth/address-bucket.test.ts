import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives every spelling of every address of one /64 the same bucket', () => {
    const bucket = '2001:db8:0:a::/64';
    for (const address of [
      '2001:db8:0:a::1',
      '2001:0db8:0000:000a:ffff:ffff:ffff:ffff',
      '2001:DB8::A:1:2:3:4',
      '2001:db8:0:a:0:0:0:0',
      '2001:db8:0:a::',
      '2001:db8:0:a::1%eth0',
      '2001:db8:0:a::192.0.2.1',
    ]) {
      expect({ address, bucket: addressBucket(address) }).toEqual({ address, bucket });
    }
  });

  it('tells neighbouring /64 networks apart', () => {
    expect(addressBucket('2001:db8:0:b::1')).not.toBe(addressBucket('2001:db8:0:a::1'));
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
