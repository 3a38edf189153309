import { CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { DEFAULT_QUERY_OPTIONS, JUST_READ_MS, QUERY_RETRIES, createQueryClient, refetchUnlessJustRead, shouldRetryQuery } from './defaults';

const status = (s: number | null) => new ApiError({ status: s, code: s === null ? 'NETWORK_ERROR' : null });

describe('shouldRetryQuery', () => {
  it('retries a 5xx or an unreachable server once while online', () => {
    expect(shouldRetryQuery(0, status(500), true)).toBe(true);
    expect(shouldRetryQuery(0, status(503), true)).toBe(true);
    expect(shouldRetryQuery(0, status(null), true)).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRIES, status(500), true)).toBe(false);
  });

  it('never retries a 4xx: the answer would not change', () => {
    for (const s of [400, 401, 403, 404, 409, 429]) expect(shouldRetryQuery(0, status(s), true)).toBe(false);
  });

  it('never retries offline (the screen says No Internet Connection with Retry at once) nor a cancelled request', () => {
    expect(shouldRetryQuery(0, status(null), false)).toBe(false);
    expect(shouldRetryQuery(0, new CanceledError(), true)).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('reads offline-first (the service worker may answer from its copy), writes fail at once offline, never retried', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions()).toEqual(DEFAULT_QUERY_OPTIONS);
    expect(DEFAULT_QUERY_OPTIONS.queries.networkMode).toBe('offlineFirst');
    expect(DEFAULT_QUERY_OPTIONS.mutations).toEqual({ networkMode: 'always', retry: false });
    expect(DEFAULT_QUERY_OPTIONS.queries.refetchOnWindowFocus).toBe(false);
  });
});

describe('refetchUnlessJustRead (decision 0065)', () => {
  it('reads again on mount, unless the page read it in the last few seconds (the area prefetch at start)', () => {
    const now = 1_000_000;
    expect(refetchUnlessJustRead({ state: { dataUpdatedAt: now - 500 } }, now)).toBe(false);
    expect(refetchUnlessJustRead({ state: { dataUpdatedAt: now - JUST_READ_MS - 1 } }, now)).toBe(true);
    expect(refetchUnlessJustRead({ state: { dataUpdatedAt: 0 } }, now)).toBe(true);
  });
});
