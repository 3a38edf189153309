import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isStalledDatabaseError, withDeadline } from './stall.js';

describe('a stalled database', () => {
  it('is told apart from a refused statement', () => {
    for (const code of ['57014', '55P03', '25P03', '57P01', '08006', 'ECONNRESET']) {
      expect(isStalledDatabaseError(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isStalledDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isStalledDatabaseError(new Error('Query read timeout'))).toBe(true);
    expect(isStalledDatabaseError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isStalledDatabaseError(Object.assign(new Error('bad input'), { code: '22021' }))).toBe(false);
    expect(isStalledDatabaseError(null)).toBe(false);
  });

  it('withDeadline: the answer in time, a 503 DatabaseUnavailableError after the deadline', async () => {
    expect(await withDeadline(Promise.resolve(7), 50)).toBe(7);
    const started = performance.now();
    const err = await withDeadline(new Promise(() => undefined), 30).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect(err).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(500);
    await expect(withDeadline(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });
});
