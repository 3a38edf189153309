import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types.js';
import { manualClock, sharedNow, systemClock } from './clock.js';

/** A database whose clock reads `at`, remembering what it was asked. */
function databaseAt(at: Date): Queryable & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async query<T extends object>(sql: string) {
      asked.push(sql);
      return { rows: [{ now: at } as unknown as T], rowCount: 1 };
    },
    async exec() {},
  };
}

describe('sharedNow', () => {
  it('is the database’s clock when the API runs on its own clock', async () => {
    const db = databaseAt(new Date('2031-01-01T00:00:00Z'));
    expect(await sharedNow(db, systemClock)).toEqual(new Date('2031-01-01T00:00:00Z'));
    expect(db.asked).toEqual(['SELECT clock_timestamp() AS now']);
  });

  it('is the injected clock in tests, without asking the database', async () => {
    const db = databaseAt(new Date('2031-01-01T00:00:00Z'));
    const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
    clock.advance(90);
    expect(await sharedNow(db, clock)).toEqual(new Date('2026-12-01T10:01:30Z'));
    expect(db.asked).toEqual([]);
  });
});
