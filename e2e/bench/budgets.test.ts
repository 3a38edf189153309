import { describe, expect, it } from 'vitest';
import { budgetNote, CARD_RATIO, eachWithinNote, KEYSTROKE_MS, LOGIN_JS_KB, LOGIN_RATIO, SHELL_RATIO, withinBudget } from './budgets';

describe('bench budgets', () => {
  it('are the ratios to the floor page, the login JavaScript and the keystroke', () => {
    expect([LOGIN_RATIO.limit, SHELL_RATIO.limit, CARD_RATIO.limit, LOGIN_JS_KB.limit, KEYSTROKE_MS.limit]).toEqual([1.5, 2, 2.5, 180, 100]);
  });

  it('lets a figure reach a budget, but not a strict one', () => {
    expect(withinBudget(1.5, LOGIN_RATIO)).toBe(true);
    expect(withinBudget(1.51, LOGIN_RATIO)).toBe(false);
    expect(withinBudget(99.9, KEYSTROKE_MS)).toBe(true);
    expect(withinBudget(100, KEYSTROKE_MS)).toBe(false);
    expect(withinBudget(Number.NaN, CARD_RATIO)).toBe(false);
  });

  it('prints the budget with its verdict', () => {
    expect(budgetNote(1.42, LOGIN_RATIO)).toBe('budget ≤ 1.5×: within');
    expect(budgetNote(2.6, CARD_RATIO)).toBe('budget ≤ 2.5×: OVER BUDGET');
    expect(budgetNote(140, KEYSTROKE_MS)).toBe('budget < 100 ms: OVER BUDGET');
    expect(budgetNote(72, KEYSTROKE_MS)).toBe('budget < 100 ms: within');
  });

  it('names the figures over a budget they share', () => {
    expect(
      eachWithinNote(
        [
          ['English', 150.2],
          ['Hindi', 170],
          ['Tamil', 180],
        ],
        LOGIN_JS_KB,
      ),
    ).toBe('budget ≤ 180 KB in each: within');
    expect(
      eachWithinNote(
        [
          ['English', 150.2],
          ['Hindi', 181],
          ['Tamil', 182.5],
        ],
        LOGIN_JS_KB,
      ),
    ).toBe('budget ≤ 180 KB in each: OVER BUDGET in Hindi, Tamil');
  });
});
