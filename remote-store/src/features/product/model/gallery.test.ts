import { describe, expect, it } from 'vitest';
import { stepIndex } from './gallery';

describe('stepIndex', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(5, 1, 0)).toBe(0);
  });
});
