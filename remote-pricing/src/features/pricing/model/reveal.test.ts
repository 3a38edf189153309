import { describe, expect, it } from 'vitest';
import { PRICING_REVEAL, revealKey } from './reveal';

describe('a big shelf on screen in rows', () => {
  it('search, filters, sort and the shelf restart the rows; the same view does not', () => {
    expect(revealKey('a', 'Dal', {}, 'default')).toBe(revealKey('a', ' dal ', {}, 'default'));
    expect(revealKey('a', 'dal', {}, 'default')).not.toBe(revealKey('a', 'dal', {}, 'name-asc'));
    expect(revealKey('a', '', { tags: ['x'] }, 'default')).not.toBe(revealKey('a', '', {}, 'default'));
    expect(revealKey('a', '', {}, 'default')).not.toBe(revealKey('b', '', {}, 'default'));
  });

  it("starts from two rows, a phone's screen below the pinned search box, and adds three rows at a time", () => {
    expect(PRICING_REVEAL).toEqual({ first: 2, step: 3 });
  });
});
