import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['host', 'remote-orders', 'remote-store', 'remote-pricing', 'remote-profile'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(full);
  }
  return out;
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('import rules (architecture guide)', () => {
  for (const app of APPS) {
    const files = sources(path.join(ROOT, app, 'src'));

    it(`${app} imports no other app`, () => {
      const offenders = files.flatMap((file) =>
        importsOf(file)
          .filter((spec) => APPS.some((other) => other !== app && (spec.includes(`/${other}/`) || spec.startsWith(`@vd/${other}`))))
          .map((spec) => `${path.relative(ROOT, file)} → ${spec}`),
      );
      expect(offenders).toEqual([]);
    });

    it(`${app} uses the router and the API client only through @vd/shared`, () => {
      const offenders = files.flatMap((file) =>
        importsOf(file)
          .filter((spec) => /^(react-router|react-router-dom|axios)(\/|$)/.test(spec))
          .map((spec) => `${path.relative(ROOT, file)} → ${spec}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});
