/** Time as a dependency: tests pass a controllable clock instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

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
