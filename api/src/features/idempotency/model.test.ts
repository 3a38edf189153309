import { describe, expect, it } from 'vitest';
import { canonicalJson, decide, requestHash, STALE_CLAIM_SECONDS } from './model.js';

describe('canonicalJson / requestHash', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson(undefined)).toBe('');
  });
  it('is the same for the same request and differs with method, path or body', () => {
    const h = requestHash('put', '/x?a=1', { a: 1, b: 2 });
    expect(requestHash('PUT', '/x?a=1', { b: 2, a: 1 })).toBe(h);
    expect(requestHash('POST', '/x?a=1', { a: 1, b: 2 })).not.toBe(h);
    expect(requestHash('PUT', '/x?a=2', { a: 1, b: 2 })).not.toBe(h);
    expect(requestHash('PUT', '/x?a=1', { a: 1, b: 3 })).not.toBe(h);
  });
});

describe('decide', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  const ttl = 24 * 3600;
  it('replays a finished request with the same hash', () => {
    expect(decide({ requestHash: 'h', createdAt: ago(10), statusCode: 200 }, 'h', now, ttl)).toEqual({ kind: 'replay' });
  });
  it('refuses the key with another request, finished or not', () => {
    expect(decide({ requestHash: 'h', createdAt: ago(10), statusCode: 200 }, 'other', now, ttl)).toEqual({ kind: 'reused' });
    expect(decide({ requestHash: 'h', createdAt: ago(10), statusCode: null }, 'other', now, ttl)).toEqual({ kind: 'reused' });
  });
  it('waits for a running request, takes a stale claim over', () => {
    expect(decide({ requestHash: 'h', createdAt: ago(1), statusCode: null }, 'h', now, ttl)).toEqual({ kind: 'in-progress' });
    expect(decide({ requestHash: 'h', createdAt: ago(STALE_CLAIM_SECONDS), statusCode: null }, 'h', now, ttl)).toEqual({ kind: 'run' });
  });
  it('forgets a key past its lifetime', () => {
    expect(decide({ requestHash: 'h', createdAt: ago(ttl), statusCode: 200 }, 'other', now, ttl)).toEqual({ kind: 'run' });
  });
});
