// @vitest-environment node
import type { Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { bootChunks, bootFiles, bootModuleGroup, laterFiles, pageModuleGroup, preloadsLargestFirst } from './boot-preload';

/**
 * A chunk graph as the host's build has it, in miniature: the entry's `import('./bootstrap')`, the
 * shared modules it consumes (each provided by the host in a chunk group of its own, with the
 * consumer's fallback beside it), and a lazy screen that consumes an entry the boot does not.
 */
interface FakeModule {
  identifier: () => string;
  nameForCondition: () => string | undefined;
}
interface FakeChunk {
  name: string;
  files: string[];
}
interface FakeGroup {
  origins: Array<{ module?: FakeModule; request?: string }>;
  chunks: FakeChunk[];
}

const file = (path: string): FakeModule => ({ identifier: () => path, nameForCondition: () => path });
const consume = (key: string): FakeModule => ({
  identifier: () => `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /r/shared/src/x.ts)`,
  nameForCondition: () => undefined,
});
const provide = (key: string): FakeModule => ({
  identifier: () => `provide shared module (default) ${key}@1.0.0 = /r/shared/src/x.ts`,
  nameForCondition: () => undefined,
});
const chunk = (name: string, css = false): FakeChunk => ({
  name,
  files: [`static/js/async/${name}.js`, ...(css ? [`static/css/async/${name}.css`, `static/js/async/${name}.js.map`] : [])],
});

function graph() {
  const consumeApi = consume('@vd/shared/api');
  const consumeUi = consume('@vd/shared/ui');
  const client = file('/r/shared/src/api/client.ts');
  const keys = file('/r/shared/src/storage/keys.ts');
  const tabs = file('/r/shared/src/ui/CategoryTabs.tsx');
  const openState = file('/r/contract/src/rules/shop-hours/open-state.ts');
  const login = file('/r/host/src/features/auth/LoginPage.tsx');

  const bootstrap = chunk('bootstrap');
  const api = chunk('provide-api');
  const apiFallback = chunk('fallback-api');
  const ui = chunk('provide-ui');
  const uiFallback = chunk('fallback-ui');
  const shell = chunk('shell', true);
  const groups: FakeGroup[] = [
    { origins: [{ request: './bootstrap' }], chunks: [bootstrap] },
    { origins: [{ module: provide('@vd/shared/api') }], chunks: [api] },
    { origins: [{ module: consumeApi }], chunks: [apiFallback] },
    { origins: [{ module: provide('@vd/shared/ui') }], chunks: [ui] },
    { origins: [{ module: consumeUi }], chunks: [uiFallback] },
    { origins: [{ request: '../features/shell' }], chunks: [shell] },
  ];
  const chunksOf = new Map<FakeModule, FakeChunk[]>([
    [consumeApi, [bootstrap]],
    [login, [bootstrap]],
    [consumeUi, [shell]],
    [openState, [shell]],
    [client, [api, apiFallback]],
    [keys, [api, apiFallback, ui, uiFallback]],
    [tabs, [ui, uiFallback]],
  ]);
  const chunkGraph = { getModuleChunks: (module: FakeModule) => chunksOf.get(module) ?? [] };
  const compilation = { chunkGroups: groups, chunkGraph } as unknown as Rspack.Compilation;
  return { compilation, chunkGraph, modules: { client, keys, tabs, openState, login }, chunks: { bootstrap, api, shell, ui } };
}

describe("the boot's chunks (preloaded by index.html)", () => {
  it('are the bootstrap and the host-provided chunk of each shared module it consumes, not lazy screens or their entries', () => {
    const { compilation, chunks } = graph();
    expect([...bootChunks(compilation)]).toEqual([chunks.bootstrap, chunks.api]);
    expect([...bootFiles(compilation)].sort()).toEqual(['static/js/async/bootstrap.js', 'static/js/async/provide-api.js']);
  });

  it("leave a lazy screen's files to it: its chunk and the providers of the entries it consumes", () => {
    const { compilation } = graph();
    expect(laterFiles(compilation, '../features/shell')).toEqual(['static/css/async/shell.css', 'static/js/async/provide-ui.js', 'static/js/async/shell.js']);
  });

  it('of several lazy imports are the union of their files, and an import the build lacks is an error', () => {
    const { compilation } = graph();
    expect(laterFiles(compilation, ['../features/shell', './bootstrap'])).toEqual(laterFiles(compilation, '../features/shell'));
    expect(() => laterFiles(compilation, ['../features/shell', './Renamed'])).toThrow("no lazy import('./Renamed')");
  });

  it('are none in a build without the bootstrap import', () => {
    const { compilation } = graph();
    expect(bootChunks(compilation, './elsewhere').size).toBe(0);
  });
});

describe("the page runtime's chunk", () => {
  const RUNTIME = /[\\/](?:shared|contract)[\\/]src[\\/]/;

  it('takes the shared and contract modules the boot runs, wherever else they are', () => {
    const { compilation, chunkGraph, modules } = graph();
    const group = bootModuleGroup('vd-shared', RUNTIME, () => bootChunks(compilation));
    const test = (module: FakeModule) => group.test(module as unknown as Rspack.Module, { chunkGraph: chunkGraph as never });
    expect(test(modules.client)).toBe(true);
    // Also in the area-only UI entry's chunk: one copy, in the runtime chunk.
    expect(test(modules.keys)).toBe(true);
    expect(group).toMatchObject({ name: 'vd-shared', chunks: 'all', enforce: true });
  });

  it('leaves out what only later chunks hold, and the host’s own modules', () => {
    const { compilation, chunkGraph, modules } = graph();
    const group = bootModuleGroup('vd-shared', RUNTIME, () => bootChunks(compilation));
    const test = (module: FakeModule) => group.test(module as unknown as Rspack.Module, { chunkGraph: chunkGraph as never });
    // The area-only UI (an entry the boot does not consume) and the shop-hours rules of the lazy shell.
    expect(test(modules.tabs)).toBe(false);
    expect(test(modules.openState)).toBe(false);
    expect(test(modules.login)).toBe(false);
  });
});

describe('a file of what a page asks for at once', () => {
  it("takes every module of a lazy import's chunks that the boot does not hold, wherever else it is", () => {
    const { compilation, chunkGraph, modules } = graph();
    const group = pageModuleGroup(
      'shell',
      10,
      () => bootChunks(compilation, '../features/shell'),
      () => bootChunks(compilation),
    );
    const test = (module: FakeModule) => group.test(module as unknown as Rspack.Module, { chunkGraph: chunkGraph as never });
    // The shell's own module, and the UI entry it consumes (also in that entry's fallback chunk).
    expect(test(modules.openState)).toBe(true);
    expect(test(modules.tabs)).toBe(true);
    // What the boot holds stays in the boot's files, the login page's included.
    expect(test(modules.keys)).toBe(false);
    expect(test(modules.client)).toBe(false);
    expect(test(modules.login)).toBe(false);
    expect(group).toMatchObject({ name: 'shell', priority: 10, chunks: 'all', enforce: true });
  });

  it('takes only the modules whose file matches, when a pattern is given', () => {
    const { compilation, chunkGraph, modules, chunks } = graph();
    const react = file('/r/node_modules/react/index.js');
    const graphWithReact = { getModuleChunks: (module: FakeModule) => (module === react ? [chunks.api] : chunkGraph.getModuleChunks(module)) };
    const group = pageModuleGroup('lib-boot', 30, () => bootChunks(compilation), undefined, /[\\/]node_modules[\\/]/);
    const test = (module: FakeModule) => group.test(module as unknown as Rspack.Module, { chunkGraph: graphWithReact as never });
    expect(test(react)).toBe(true);
    expect(test(modules.client)).toBe(false);
    expect(test(modules.login)).toBe(false);
  });
});

describe("the order of index.html's preloads", () => {
  it('puts the largest script first, in the places the script preloads had, and leaves every other tag where it was', () => {
    const link = (href: string, as = 'script') => ({ tag: 'link', attrs: { href, rel: 'preload', as } });
    const sizes: Record<string, number> = { '/a.js': 10, '/react-dom.js': 60_000, '/router.js': 30_000 };
    const tags: Array<{ tag: string; attrs: Record<string, string> }> = [
      { tag: 'script', attrs: { src: '/index.js' } },
      link('/s.css', 'style'),
      link('/a.js'),
      link('/react-dom.js'),
      { tag: 'meta', attrs: {} },
      link('/router.js'),
    ];
    const ordered = preloadsLargestFirst(tags, (file) => sizes[file] ?? 0);
    expect(ordered.map((tag) => tag.attrs.src ?? tag.attrs.href ?? tag.tag)).toEqual(['/index.js', '/s.css', '/react-dom.js', '/router.js', 'meta', '/a.js']);
  });
});
