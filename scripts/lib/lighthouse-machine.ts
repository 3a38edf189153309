/**
 * What Lighthouse's own CPU benchmark (`environment.benchmarkIndex`, measured in the page before each
 * run) says of the machine a run is simulated from, and the CPU slowdown that makes the simulated
 * phone the same on any machine.
 *
 * Lighthouse's simulated throttling multiplies the machine's own task times by a constant
 * (`cpuSlowdownMultiplier`, 4 by default). Its documentation (docs/throttling.md, "Calibrating the CPU
 * slowdown") means the 4 for a high-end desktop, index 1500–2000, so that the result lands on a
 * mid-tier phone; on a slower machine the same 4 simulates a slower phone, and every page with script
 * scores lower. The documentation points to its CPU slowdown calculator for the multiplier a machine
 * needs; `cpuSlowdownMultiplier` below is that calculator's formula.
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

/**
 * The points of Lighthouse's CPU slowdown calculator, [benchmarkIndex, multiplier]: straight lines
 * between them, and on from the last with the last line's slope. Each is the slowdown that brings a
 * machine of that index to the same mid-tier phone (index 1533 is the machine Lighthouse's default 4x
 * is for). At 150 and below the machine is already that phone: no slowdown.
 */
const CALCULATOR_POINTS: ReadonlyArray<readonly [index: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The `cpuSlowdownMultiplier` for a machine of `benchmarkIndex` (Lighthouse's calculator), rounded to
 * a tenth: 1 at index 150 or below, 2 at 800, 3 at 1300, 4 at 1533, 6 at 2000. Null when the index is
 * not a positive number (not reported).
 */
export function cpuSlowdownMultiplier(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return null;
  const [first] = CALCULATOR_POINTS;
  if (!first || benchmarkIndex <= first[0]) return 1;
  let segment = 1;
  while (segment < CALCULATOR_POINTS.length - 1 && benchmarkIndex > CALCULATOR_POINTS[segment]![0]) segment++;
  const [fromIndex, fromMultiplier] = CALCULATOR_POINTS[segment - 1]!;
  const [toIndex, toMultiplier] = CALCULATOR_POINTS[segment]!;
  const multiplier = fromMultiplier + ((benchmarkIndex - fromIndex) * (toMultiplier - fromMultiplier)) / (toIndex - fromIndex);
  return Math.round(multiplier * 10) / 10;
}

/** The median of the usable indexes (positive numbers), or null when there is none. */
export function medianIndex(indexes: readonly number[]): number | null {
  const usable = indexes.filter((i) => Number.isFinite(i) && i > 0).sort((a, b) => a - b);
  if (usable.length === 0) return null;
  const half = Math.floor(usable.length / 2);
  return usable.length % 2 ? usable[half]! : (usable[half - 1]! + usable[half]!) / 2;
}

/**
 * One line for the bench: the median index of the runs, their range, the class, and the multiplier
 * the runs were simulated with.
 */
export function machineLine(indexes: readonly number[], multiplier: number): string {
  const usable = indexes.filter((i) => Number.isFinite(i) && i > 0).sort((a, b) => a - b);
  const mid = medianIndex(usable);
  if (mid === null) return `Lighthouse's CPU benchmark: not reported; runs simulated at ${multiplier}x CPU`;
  const range = usable.length > 1 ? ` (runs ${Math.round(usable[0]!)}–${Math.round(usable[usable.length - 1]!)})` : '';
  return `Lighthouse's CPU benchmark (benchmarkIndex): median ${Math.round(mid)}${range}, ${machineClass(mid)}; runs simulated at ${multiplier}x CPU (the calculator gives ${cpuSlowdownMultiplier(mid)}x for this median; Lighthouse's default 4x is for index 1533)`;
}
