import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, decide, fileDigest, requestHash } from './model.js';

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
  it('binds an upload to its files: the same files in the same order hash the same, another picture or order does not', async () => {
    const [a, b] = await Promise.all([fileDigest(Buffer.from('picture a')), fileDigest(Buffer.from('picture b'))]);
    expect(a).toBe(createHash('sha256').update('picture a').digest('hex'));
    const h = requestHash('POST', '/vendor/upload', undefined, [a, b]);
    expect(requestHash('POST', '/vendor/upload', undefined, [a, b])).toBe(h);
    expect(requestHash('POST', '/vendor/upload', undefined, [a, a])).not.toBe(h);
    expect(requestHash('POST', '/vendor/upload', undefined, [b, a])).not.toBe(h);
    expect(requestHash('POST', '/vendor/upload', undefined)).not.toBe(h);
  });
});

describe('decide', () => {
  const row = { sameRequest: true, finished: false, expired: false, lapsed: false };
  it('replays a finished request with the same hash', () => {
    expect(decide({ ...row, finished: true })).toEqual({ kind: 'replay' });
  });
  it('refuses the key with another request, finished or not', () => {
    expect(decide({ ...row, sameRequest: false, finished: true })).toEqual({ kind: 'reused' });
    expect(decide({ ...row, sameRequest: false })).toEqual({ kind: 'reused' });
    expect(decide({ ...row, sameRequest: false, lapsed: true })).toEqual({ kind: 'reused' });
  });
  it('waits for a running request, takes a lapsed claim over', () => {
    expect(decide(row)).toEqual({ kind: 'in-progress' });
    expect(decide({ ...row, lapsed: true })).toEqual({ kind: 'run' });
  });
  it('forgets a key past its lifetime', () => {
    expect(decide({ ...row, sameRequest: false, finished: true, expired: true })).toEqual({ kind: 'run' });
  });
});
