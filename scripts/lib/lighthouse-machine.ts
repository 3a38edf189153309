/**
 * What Lighthouse's own CPU benchmark (`environment.benchmarkIndex`, measured in the page before each
 * run) says of the machine a run was simulated from. Lighthouse's simulated throttling multiplies the
 * machine's own task times by 4: its documentation (docs/throttling.md, "Benchmarking CPU Power")
 * means that for a high-end desktop, index 1500–2000, so that the result lands on a mid-tier phone.
 * On a slower machine the same 4x simulates a slower phone than that, and every product score drops
 * while a page with little script (the floor page) barely moves.
 */

/** Lighthouse's device classes by benchmarkIndex (as of Chrome m86), slowest first. */
const CLASSES: ReadonlyArray<[from: number, name: string]> = [
  [0, 'low-end mobile'],
  [125, 'mid-tier mobile'],
  [800, 'high-end mobile'],
  [1000, 'low-end desktop'],
  [1500, 'high-end desktop'],
];

/** The class Lighthouse's table puts an index in (the ranges overlap; the higher one wins), or null. */
export function machineClass(index: number): string | null {
  if (!Number.isFinite(index) || index <= 0) return null;
  let found: string | null = null;
  for (const [from, name] of CLASSES) if (index >= from) found = name;
  return found;
}

/** Whether Lighthouse's default 4x is the multiplier its documentation intends for this index. */
export const DEFAULT_MULTIPLIER_INTENDED_FROM = 1500;

/** One line for the bench: the median index of the runs, their range, the class, and what 4x means there. */
export function machineLine(indexes: readonly number[]): string {
  const usable = indexes.filter((i) => Number.isFinite(i) && i > 0).sort((a, b) => a - b);
  const low = usable[0];
  const high = usable[usable.length - 1];
  if (low === undefined || high === undefined) return "Lighthouse's CPU benchmark: not reported";
  const half = Math.floor(usable.length / 2);
  const mid = usable.length % 2 ? (usable[half] ?? low) : ((usable[half - 1] ?? low) + (usable[half] ?? high)) / 2;
  const range = usable.length > 1 ? ` (runs ${Math.round(low)}–${Math.round(high)})` : '';
  const meaning =
    mid >= DEFAULT_MULTIPLIER_INTENDED_FROM
      ? "the class Lighthouse's 4x is meant for"
      : `below the ${DEFAULT_MULTIPLIER_INTENDED_FROM} Lighthouse's 4x is meant for: the simulated phone is slower than its mid-tier phone`;
  return `Lighthouse's CPU benchmark (benchmarkIndex): median ${Math.round(mid)}${range}, ${machineClass(mid)}; ${meaning}`;
}
