import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, REVEAL_ROWS, REVEAL_STEP, columnCount, firstStep, nextRevealLimit, revealKey, revealStep, revealedCount } from './reveal';

describe('a big shelf on screen in steps', () => {
  it('shows the first step, then one more step at a time, never past the end', () => {
    expect(revealedCount(500, REVEAL_STEP)).toBe(REVEAL_STEP);
    expect(revealedCount(12, 60)).toBe(12);
    expect(nextRevealLimit(60, 500, 60)).toBe(120);
    expect(nextRevealLimit(480, 500, 60)).toBe(500);
    expect(nextRevealLimit(REVEAL_STEP, 500)).toBe(2 * REVEAL_STEP);
  });

  it('search, filters, sort and the shelf restart the steps; the same view does not', () => {
    expect(revealKey('a', 'Dal', {}, 'default')).toBe(revealKey('a', ' dal ', {}, 'default'));
    expect(revealKey('a', 'dal', {}, 'default')).not.toBe(revealKey('a', 'dal', {}, 'name-asc'));
    expect(revealKey('a', '', { tags: ['x'] }, 'default')).not.toBe(revealKey('a', '', {}, 'default'));
    expect(revealKey('a', '', {}, 'default')).not.toBe(revealKey('b', '', {}, 'default'));
  });

  it("further steps are three rows of the grid as it is laid out: 6 cards on a phone's 2 columns, 18 on 6", () => {
    expect(columnCount('170px 170px')).toBe(2);
    expect(columnCount('197.333px 197.333px 197.333px 197.333px 197.333px 197.333px')).toBe(6);
    expect(columnCount('repeat(2, minmax(0px, 1fr))')).toBe(1);
    expect(columnCount('none')).toBe(1);
    expect(columnCount('')).toBe(1);
    expect(columnCount(undefined)).toBe(1);
    expect(revealStep(2)).toBe(2 * REVEAL_ROWS);
    expect(revealStep(6)).toBe(18);
    expect(revealStep(0)).toBe(REVEAL_ROWS);
    expect(nextRevealLimit(REVEAL_STEP, 500, revealStep(2))).toBe(REVEAL_STEP + 6);
  });

  it("the first step is two rows of the grid: a phone's screen below the pinned search box, small enough for a quick keystroke", () => {
    expect(FIRST_ROWS).toBe(2);
    expect(REVEAL_STEP).toBe(firstStep(2));
    expect(firstStep(2)).toBe(4);
    expect(firstStep(6)).toBe(12);
    expect(firstStep(0)).toBe(FIRST_ROWS);
  });
});
