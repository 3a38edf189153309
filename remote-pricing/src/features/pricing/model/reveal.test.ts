import { describe, expect, it } from 'vitest';
import { REVEAL_STEP, nextRevealLimit, revealKey, revealedCount } from './reveal';

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
});
