import { describe, expect, it } from 'vitest';
import { blockingBySource, taskSource } from './lighthouse-blocking';

const PAGE = 'http://localhost:4200/store';

describe('taskSource', () => {
  it('names the document, the host files without their hash, a remote file with its origin and Lighthouse itself', () => {
    expect(taskSource(PAGE, PAGE)).toBe('index.html (inline scripts)');
    expect(taskSource('http://localhost:4200/static/js/async/lib-boot.327129a425.js', PAGE)).toBe('lib-boot');
    expect(taskSource('http://localhost:4200/static/js/index.e14bd3984e.js', PAGE)).toBe('index');
    expect(taskSource('http://localhost:4202/releases/1.0.0-5bf75a3e/static/js/vd_store.0c0507a876.js', PAGE)).toBe('vd_store (localhost:4202)');
    expect(taskSource('_lighthouse-eval.js', PAGE)).toBe("Lighthouse's own");
    expect(taskSource('Unattributable', PAGE)).toBe('Unattributable');
  });
});

describe('blockingBySource', () => {
  it('counts each task as total blocking time does: the part after FCP and before TTI, less 50 ms', () => {
    const tasks = [
      // Before FCP: nothing counts.
      { url: PAGE, startTime: 600, duration: 365 },
      // Straddles FCP (1,000): 1,000–1,120 → 120 − 50 = 70.
      { url: 'http://localhost:4200/static/js/index.e14bd3984e.js', startTime: 900, duration: 220 },
      // Wholly between: 233 − 50 and 203 − 50.
      { url: 'http://localhost:4200/static/js/async/lib-boot.327129a425.js', startTime: 2_700, duration: 233 },
      { url: 'http://localhost:4200/static/js/async/lib-boot.327129a425.js', startTime: 3_100, duration: 203 },
      // Under 50 ms once clipped at TTI (3,500): 3,460–3,500 → nothing.
      { url: 'http://localhost:4200/static/js/async/shell.a7c979c0ba.js', startTime: 3_460, duration: 312 },
      // After TTI: nothing.
      { url: '_lighthouse-eval.js', startTime: 3_600, duration: 239 },
    ];
    expect(blockingBySource(tasks, 1_000, 3_500, PAGE)).toEqual([
      ['lib-boot', 336],
      ['index', 70],
    ]);
  });

  it('gives nothing for no tasks or a run without its figures (NaN)', () => {
    expect(blockingBySource([], 1_000, 3_000, PAGE)).toEqual([]);
    expect(blockingBySource([{ url: PAGE, startTime: 2_000, duration: 300 }], Number.NaN, Number.NaN, PAGE)).toEqual([]);
  });
});
