import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_PHOTOS, checkFileSizes, checkPick, overallProgress, progressPercent, uploadBatches, uploadKey, withoutDuplicates } from './files';

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

const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('checkPick', () => {
  it('refuses files that are not JPEG, PNG or WebP by name, before any other check', () => {
    const r = checkPick([file('a.jpg'), file('notes.txt', 10, 'text/plain'), file('anim.gif', 10, 'image/gif'), file('b.webp', 10, 'image/webp')], {
      inGallery: 0,
      waiting: 0,
    });
    expect(r.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.webp']);
    expect(r.notImage).toEqual(['notes.txt', 'anim.gif']);
    expect(r.tooBig).toEqual([]);
    expect(r.overflow).toEqual([]);
  });

  it('refuses files over 5 MB by name', () => {
    const r = checkPick([file('big.png', MAX_IMAGE_BYTES + 1, 'image/png'), file('ok.png', 5, 'image/png')], { inGallery: 0, waiting: 0 });
    expect(r.tooBig).toEqual(['big.png']);
    expect(r.accepted.map((f) => f.name)).toEqual(['ok.png']);
  });

  it('accepts eleven photos into a gallery of six', () => {
    const picked = Array.from({ length: 11 }, (_, i) => file(`p${i + 1}.jpg`));
    const r = checkPick(picked, { inGallery: 6, waiting: 0 });
    expect(r.accepted).toHaveLength(11);
    expect(r.overflow).toEqual([]);
  });

  it('refuses what would take the gallery past 30, by name, counting photos already waiting', () => {
    const picked = Array.from({ length: 8 }, (_, i) => file(`p${i + 1}.jpg`));
    const r = checkPick(picked, { inGallery: 20, waiting: 5 });
    expect(r.accepted.map((f) => f.name)).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg']);
    expect(r.overflow).toEqual(['p6.jpg', 'p7.jpg', 'p8.jpg']);
    expect(checkPick(picked, { inGallery: MAX_PHOTOS, waiting: 0 }).overflow).toHaveLength(8);
    expect(checkPick(picked, { inGallery: 40, waiting: 0 }).accepted).toEqual([]);
  });

  it('a refused file does not use up room', () => {
    const r = checkPick([file('x.txt', 1, 'text/plain'), file('big.jpg', MAX_IMAGE_BYTES + 1), file('a.jpg'), file('b.jpg')], { inGallery: 29, waiting: 0 });
    expect(r.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(r.overflow).toEqual(['b.jpg']);
  });
});

describe('uploadBatches', () => {
  it('splits a pick into uploads of at most ten, in order', () => {
    const files = Array.from({ length: 23 }, (_, i) => i);
    const batches = uploadBatches(files);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches.flat()).toEqual(files);
    expect(uploadBatches(files.slice(0, 10)).map((b) => b.length)).toEqual([10]);
    expect(uploadBatches(files.slice(0, 11)).map((b) => b.length)).toEqual([10, 1]);
    expect(uploadBatches([])).toEqual([]);
    expect(() => uploadBatches(files, 0)).toThrow(RangeError);
  });
});

describe('overallProgress', () => {
  it('one bar over every upload, by bytes', () => {
    const bytes = [300, 100];
    expect(overallProgress(bytes, 0, 0)).toBe(0);
    expect(overallProgress(bytes, 0, 0.5)).toBe(150 / 400);
    expect(overallProgress(bytes, 1, 0)).toBe(300 / 400);
    expect(overallProgress(bytes, 1, 1)).toBe(1);
    expect(overallProgress(bytes, 1, null)).toBe(300 / 400);
    expect(overallProgress(bytes, 0, 7)).toBe(300 / 400);
  });
  it('never moves backwards from one upload to the next', () => {
    const bytes = [500, 500, 20];
    let last = 0;
    for (let i = 0; i < bytes.length; i++) {
      for (const f of [null, 0, 0.3, 1]) {
        const p = overallProgress(bytes, i, f);
        expect(p).toBeGreaterThanOrEqual(last);
        last = p;
      }
    }
  });
});

describe('uploadKey', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };
  it('gives the same files sent again the key of their first try', () => {
    const keys = new WeakMap<object, { key: string; files: number }>();
    const next = counter();
    const a = {};
    const b = {};
    expect(uploadKey(keys, [a, b], next)).toBe('key-1');
    expect(uploadKey(keys, [a, b], next)).toBe('key-1');
  });
  it('gives another set of files (one more, one fewer, another) a new key', () => {
    const keys = new WeakMap<object, { key: string; files: number }>();
    const next = counter();
    const a = {};
    const b = {};
    const c = {};
    expect(uploadKey(keys, [a, b], next)).toBe('key-1');
    expect(uploadKey(keys, [a, b, c], next)).toBe('key-2');
    expect(uploadKey(keys, [c], next)).toBe('key-3');
    expect(uploadKey(keys, [a, b], next)).toBe('key-4');
  });
});
