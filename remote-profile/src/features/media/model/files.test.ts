import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkFileSizes, progressPercent, withoutDuplicates } from './files';

describe('checkFileSizes', () => {
  it('accepts files up to 5 MB and names the larger ones', () => {
    const files = [
      { name: 'front.jpg', size: 1000 },
      { name: 'exact.jpg', size: MAX_IMAGE_BYTES },
      { name: 'huge.jpg', size: MAX_IMAGE_BYTES + 1 },
      { name: 'six.png', size: 6 * 1024 * 1024 },
    ];
    const { accepted, tooBig } = checkFileSizes(files);
    expect(accepted.map((f) => f.name)).toEqual(['front.jpg', 'exact.jpg']);
    expect(tooBig).toEqual(['huge.jpg', 'six.png']);
  });
});

describe('withoutDuplicates', () => {
  it('does not add the same photo twice', () => {
    const a = { name: 'a.jpg', size: 10, lastModified: 1 };
    const b = { name: 'b.jpg', size: 10, lastModified: 1 };
    expect(withoutDuplicates([a], [a, b, b])).toEqual([b]);
    expect(withoutDuplicates([], [a, { ...a, lastModified: 2 }])).toHaveLength(2);
  });
});

describe('progressPercent', () => {
  it('rounds and clamps', () => {
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1.2)).toBe(100);
    expect(progressPercent(null)).toBeNull();
  });
});
