import { describe, expect, it } from 'vitest';
import { scrollLine } from './scroll';

const scroll = (dropped: number, longest: number) => ({ frames: 240, dropped, longest, px: 5760 });

describe('scroll lines', () => {
  it('print the median of the dropped frames, every run and the longest frame of all', () => {
    expect(scrollLine('  grid', [scroll(30, 120.4), scroll(12, 80), scroll(25, 99)], '(information)')).toBe(
      '  grid   dropped 25 (median of 3 runs: 30, 12, 25)   longest frame 120 ms   (information)',
    );
    expect(scrollLine('  floor grid', [scroll(4, 50), scroll(7, 66.6)])).toBe('  floor grid   dropped 5.5 (median of 2 runs: 4, 7)   longest frame 67 ms');
    expect(scrollLine('  one', [scroll(0, 17)])).toBe('  one   dropped 0   longest frame 17 ms');
  });
});
