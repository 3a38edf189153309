import type { Queryable } from '../db/types.js';

/** Time as a dependency: tests pass a controllable clock instead of sleeping. */
export type Clock = () => Date;

/** The process's own clock: what the API runs with unless a test injects another. */
export const systemClock: Clock = () => new Date();

/**
 * The time for a check that API processes make against each other's rows (the sign-in limits and
 * codes, the support limit): the database's clock (`clock_timestamp()`), the one clock every process
 * shares, so a process whose clock is off cannot stretch or shorten a window another process began.
 * A test that injected its own clock (anything but `systemClock`) gets that clock instead, so it can
 * still move time. Call it after taking the locks the check runs under: it is the time the check
 * happens.
 */
export async function sharedNow(q: Queryable, clock: Clock): Promise<Date> {
  if (clock !== systemClock) return clock();
  const { rows } = await q.query<{ now: Date | string }>('SELECT clock_timestamp() AS now', [], { name: 'shared_now' });
  return new Date(rows[0]!.now);
}

/** A clock for tests: starts at `start` and moves only when told. */
export interface ManualClock extends Clock {
  advance(seconds: number): void;
  set(date: Date): void;
}

export function manualClock(start: Date = new Date('2025-11-20T10:00:00.000Z')): ManualClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as ManualClock;
  clock.advance = (seconds: number) => {
    now += seconds * 1000;
  };
  clock.set = (date: Date) => {
    now = date.getTime();
  };
  return clock;
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
