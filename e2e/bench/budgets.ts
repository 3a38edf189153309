/**
 * The budgets the bench prints beside its figures, and how a figure is marked against its budget.
 * Page speed is judged as a ratio to the floor page loaded beside it in the same run; the JavaScript
 * the login page loads and a keystroke on the big shop's grid have budgets of their own. Figures
 * without a budget (Lighthouse's scores, the scroll's dropped frames) are printed as information.
 */

export interface Budget {
  limit: number;
  /** Printed after the limit: '×' for a ratio to the floor, ' KB', ' ms'. */
  unit: string;
  /** The figure must stay below the limit (`<`); else it may reach it (`≤`). */
  strict?: boolean;
}

/** Navigation → interactive login form, as a ratio to the floor page. */
export const LOGIN_RATIO: Budget = { limit: 1.5, unit: '×' };
/** Navigation → signed-in shell, as a ratio to the floor page. */
export const SHELL_RATIO: Budget = { limit: 2, unit: '×' };
/** Navigation → first order card, first product card, first priced card: each as a ratio to the floor page. */
export const CARD_RATIO: Budget = { limit: 2.5, unit: '×' };
/** The JavaScript (gzip) the login page loads before its form is interactive, in each language measured. */
export const LOGIN_JS_KB: Budget = { limit: 180, unit: ' KB' };
/** The extra JavaScript (gzip) an area's first screen loads over the shell. */
export const AREA_JS_KB: Budget = { limit: 60, unit: ' KB' };
/** Keystroke in the big shop's search → updated grid, median. */
export const KEYSTROKE_MS: Budget = { limit: 100, unit: ' ms', strict: true };

/** What a figure without a budget is marked with. */
export const INFORMATION = 'information';

/** Whether `value` keeps to `budget` (a figure that is not a number does not). */
export function withinBudget(value: number, budget: Budget): boolean {
  if (!Number.isFinite(value)) return false;
  return budget.strict ? value < budget.limit : value <= budget.limit;
}

/** The budget and the verdict: `budget ≤ 1.5×: within`, `budget < 100 ms: OVER BUDGET`. */
export function budgetNote(value: number, budget: Budget): string {
  return `budget ${budget.strict ? '<' : '≤'} ${budget.limit}${budget.unit}: ${withinBudget(value, budget) ? 'within' : 'OVER BUDGET'}`;
}

/**
 * One budget over several figures (each language's login JavaScript, in KB): `budget ≤ 180 KB in
 * each: within`, or which of them are over it.
 */
export function eachWithinNote(values: ReadonlyArray<readonly [label: string, value: number]>, budget: Budget): string {
  const over = values.filter(([, value]) => !withinBudget(value, budget)).map(([label]) => label);
  const rule = `budget ${budget.strict ? '<' : '≤'} ${budget.limit}${budget.unit} in each`;
  return over.length === 0 ? `${rule}: within` : `${rule}: OVER BUDGET in ${over.join(', ')}`;
}
