/**
 * The API's source has no import circles (issue 19): the relative imports of every file of `src`
 * are walked and any circle fails the test with its path.
 * Also checks the shape every feature keeps: a feature's `store.ts` is imported only by files of
 * the same feature (biome.json refuses it too, by pattern; this sees every real import).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file);
const files = sources(SRC);
const known = new Set(files);

/** The files of `src` a file imports or re-exports (relative specifiers; `.js` resolves to `.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]!);
  return specs.map((s) => path.resolve(path.dirname(file), s.replace(/\.js$/, '.ts'))).filter((f) => known.has(f));
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** Every circle found by a depth-first walk (each reported once, from where it was entered). */
function cycles(g: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of g.get(f) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map(rel));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of g.keys()) if (!state.has(f)) visit(f);
  return found;
}

const featureOf = (file: string): string | null => {
  const parts = rel(file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1]! : null;
};

describe('import structure of api/src', () => {
  it('has no import circles', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it("imports a feature's store.ts only from the same feature", () => {
    const offenders = [...graph].flatMap(([file, deps]) =>
      deps.filter((d) => path.basename(d) === 'store.ts' && featureOf(d) !== featureOf(file)).map((d) => `${rel(file)} → ${rel(d)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a circle when there is one (the walk itself)', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((f) => path.join(SRC, f)) as [string, string, string];
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ).map((x) => x.join(' → ')),
    ).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });
});
