import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerOf, networkOf } from './limits.js';

const req = (ip: string) => ({ ip }) as FastifyRequest;

describe('callerOf', () => {
  it('is the IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(callerOf(req('203.0.113.7'))).toBe('203.0.113.7');
    expect(callerOf(req('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });
  it('counts IPv6 callers per /64 (one subscriber’s block)', () => {
    expect(callerOf(req('2001:db8:1:2:aaaa:bbbb:cccc:dddd'))).toBe('2001:db8:1:2::/64');
    expect(callerOf(req('2001:db8:1:2::9'))).toBe('2001:db8:1:2::/64');
    expect(callerOf(req('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(callerOf(req('::1'))).toBe('0:0:0:0::/64');
  });
});

describe('networkOf', () => {
  it('is the /48 of an IPv6 caller, and nothing for IPv4', () => {
    expect(networkOf('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(networkOf(callerOf(req('2001:db8:1:ffff::1')))).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8:0:0::/64')).toBe('2001:db8:0::/48');
    expect(networkOf('203.0.113.7')).toBeNull();
  });
});
