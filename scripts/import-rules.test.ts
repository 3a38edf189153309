/**
 * The import rules of the architecture guide live in biome.json (`noRestrictedImports`, one override
 * per app). These tests prove the configuration blocks what it must and lets through
 * what it must, by linting probe files laid out like the repository, and that the real tree obeys it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/paths';

const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');
const RULES = new Set(['lint/style/noRestrictedImports', 'lint/correctness/noNodejsModules']);

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function lint(cwd: string, args: string[]): Diagnostic[] {
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', ...args], { cwd, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((d) => RULES.has(d.category));
}

/** [file, import specifier]: each must be refused. */
const BLOCKED: Array<[string, string]> = [
  ['host/src/features/shell/Probe.tsx', '../../../../remote-orders/src/app/Area'],
  ['host/src/features/shell/Probe.tsx', '@vd/remote-store'],
  ['remote-orders/src/features/orders/components/Probe.tsx', '../../../../../host/src/app/App'],
  ['remote-orders/src/app/Probe.tsx', '@vd/remote-pricing/src/app/Area'],
  ['remote-store/src/features/store/components/Probe.tsx', '../../../../../remote-profile/src/app/Area'],
  ['remote-pricing/src/app/Probe.tsx', '@vd/host'],
  ['remote-profile/src/app/Probe.tsx', '../../../remote-orders/src/features/orders/model/status'],
  ['shared/src/toast/Probe.ts', '../../../host/src/app/App'],
  ['api/src/features/orders/Probe.ts', '@vd/remote-orders'],
  ['remote-orders/src/app/Probe.tsx', 'react-router-dom'],
  ['host/src/app/Probe.tsx', 'react-router'],
  // No HTTP client of its own: an app calls the API through `@vd/shared/api`, the page's one client with
  // its session headers and token refresh; an axios of its own would be a second.
  ['host/src/features/auth/Probe.tsx', 'axios'],
  ['remote-orders/src/features/orders/api/Probe.ts', 'axios'],
  ['remote-store/src/app/Probe.tsx', 'axios'],
  ['remote-pricing/src/features/pricing/api/Probe.ts', 'axios'],
  ['remote-profile/src/features/media/api/Probe.ts', 'axios'],
  ['remote-profile/src/lib/data/Probe.ts', 'axios/unsafe/core/AxiosHeaders.js'],
  ['remote-pricing/src/app/Probe.tsx', 'react-toastify'],
  ['remote-profile/src/app/Probe.tsx', '@vd/shared/src/toast/store'],
  ['remote-store/src/features/product/components/Probe.tsx', '../../store/model/selection'],
  ['remote-store/src/features/product/hooks/Probe.ts', '../../categories/hooks/useCategories'],
  ['remote-store/src/features/product/Probe.ts', '../store/components/StoreScreen'],
  ['remote-orders/src/features/orders/components/list/Probe.tsx', '../../../other/api/client'],
  // The Node-only tooling package and Node's modules stay out of browser code.
  ['host/src/app/Probe.tsx', '@vd/tooling/mf'],
  ['remote-store/src/app/Probe.tsx', '@vd/tooling/ports'],
  ['shared/src/api/Probe.ts', '@vd/tooling/paths'],
  ['remote-profile/src/features/hub/components/Probe.tsx', '../../../../../tooling/src/mf'],
  ['host/src/features/shell/Probe.tsx', 'node:fs'],
  ['remote-orders/src/app/Probe.tsx', 'node:path'],
  ['shared/src/session/Probe.ts', 'node:module'],
  // A feature's store.ts (its SQL) is private to it: other features call its service.ts.
  ['api/src/features/orders/Probe.ts', '../catalog/store.js'],
  ['api/src/features/pricing/Probe.ts', '../catalog/store'],
  ['api/src/features/orders/sub/Probe.ts', '../../shop/store.js'],
  ['api/src/app/Probe.ts', '../features/orders/store.js'],
  ['api/src/Probe.ts', './features/orders/store.js'],
  ['api/test/Probe.ts', '../src/features/orders/store.js'],
];

/** Each must be allowed. */
const ALLOWED: Array<[string, string]> = [
  ['remote-orders/src/features/orders/components/Probe.tsx', '../model/status'],
  ['remote-orders/src/features/orders/components/Probe.tsx', '../hooks/useOrderActions'],
  ['remote-orders/src/features/orders/components/list/Probe.tsx', '../../model/status'],
  ['remote-store/src/features/product/components/Probe.tsx', '../../../ui/ProductImage'],
  ['remote-store/src/features/product/components/Probe.tsx', '../../../app/messages'],
  ['remote-store/src/app/Probe.tsx', '../features/store/components/StoreScreen'],
  ['host/src/features/auth/Probe.tsx', '../shell/useMediaQuery'],
  ['host/src/app/Probe.tsx', '@vd/shared/session'],
  ['remote-store/src/app/Probe.tsx', '@vd/shared/catalog'],
  ['remote-orders/src/app/Probe.tsx', '@vd/shared/data'],
  ['api/src/features/orders/Probe.ts', '@vd/contract'],
  ['api/src/features/orders/Probe.ts', './store.js'],
  ['api/src/features/orders/sub/Probe.ts', '../store.js'],
  ['api/src/features/orders/Probe.ts', '../catalog/service.js'],
  ['shared/src/toast/Probe.ts', 'react-toastify'],
  ['shared/src/api/Probe.ts', 'axios'],
  ['scripts/Probe.ts', '@vd/tooling/ports'],
  ['tooling/src/Probe.ts', 'node:fs'],
  ['shared/src/i18n/Probe.test.ts', 'node:path'],
];

describe('import rules (biome.json, architecture guide)', () => {
  let dir = '';
  let refused = new Map<string, string>();

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vd-import-rules-'));
    const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
    config.vcs = { enabled: false };
    delete config.$schema;
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    // One probe file per case, each importing one specifier.
    [...BLOCKED, ...ALLOWED].forEach(([file, spec], i) => {
      const target = path.join(dir, path.dirname(file), `case${i}-${path.basename(file)}`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `import probe from '${spec}';\n\nexport const used = probe;\n`);
    });
    refused = new Map(lint(dir, ['.']).map((d) => [path.basename(d.location.path).split('-')[0]!, d.message]));
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BLOCKED.map(([file, spec], i) => [file, spec, i] as const))('%s may not import %s', (_file, _spec, i) => {
    expect(refused.get(`case${i}`)).toEqual(expect.any(String));
  });

  it.each(ALLOWED.map(([file, spec], i) => [file, spec, BLOCKED.length + i] as const))('%s may import %s', (_file, _spec, i) => {
    expect(refused.get(`case${i}`)).toBeUndefined();
  });

  // Biome reads the whole repository here (its import cycle check included): seconds on a busy machine.
  it('the repository keeps them', { timeout: 120_000 }, () => {
    const offenders = lint(ROOT, ['.']).map((d) => `${d.location.path}: ${d.message}`);
    expect(offenders).toEqual([]);
  });
});

/** Every relative import of the TypeScript files under `dir`, as [importing file, imported path], both from the repository's root. */
function relativeImports(dir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']*)'/g)) {
      out.push([file, path.join(path.dirname(file), match[1]!)]);
    }
  }
  return out;
}

describe("the host's layers point one way", () => {
  const imports = relativeImports('host/src').filter(([file]) => !/\.test\.tsx?$/.test(file));
  const inside = (target: string, folder: string) => target === `host/src/${folder}` || target.startsWith(`host/src/${folder}/`);

  it('screens, features and the core never import the app (its start and route table)', () => {
    const offenders = imports.filter(([file, target]) => !inside(file, 'app') && file !== 'host/src/bootstrap.tsx' && inside(target, 'app'));
    expect(offenders).toEqual([]);
  });

  it("the core imports no feature, and nothing in the page imports index.html's early script", () => {
    expect(imports.filter(([file, target]) => inside(file, 'core') && inside(target, 'features'))).toEqual([]);
    expect(imports.filter(([file, target]) => !inside(file, 'early') && inside(target, 'early'))).toEqual([]);
  });

  it('the early script uses the same functions as the page, from the core and the shared packages only', () => {
    const early = imports.filter(([file]) => inside(file, 'early'));
    expect(early.filter(([, target]) => !inside(target, 'early') && !inside(target, 'core'))).toEqual([]);
  });
});
