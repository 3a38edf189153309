/**
 * Build-time only (rsbuild config): which files the page needs before its first screen, so that
 * index.html can ask for them at once (`<link rel="preload">`) instead of after index.js has been
 * downloaded and run.
 *
 * Without it the browser learns of the page runtime only from index.js: the Module Federation
 * runtime there resolves the shared modules and only then requests the bootstrap chunk and each
 * shared module's chunk (React, react-dom, the router, @vd/shared …), so each would start only after
 * index.js had downloaded and run.
 *
 * The files are read from the chunk graph, not listed by name: the chunk group of the entry's
 * `import('./bootstrap')`, plus — repeatedly — the chunk group of every shared module those chunks
 * consume (a consumed shared module's fallback is loaded with the chunk that consumes it). Lazy
 * `import()`s (the Hindi and Tamil texts, the ICU formatter, screens behind the sign-in) are not
 * followed: they load when needed.
 *
 * The same set decides what goes into the page runtime's chunk, `vd-shared` (`runtimeChunkGroup`):
 * the modules of `shared/src` and `contract/src` that the boot loads, and only those.
 */
import type { Rspack } from '@rsbuild/core';

type Compilation = Rspack.Compilation;
type Chunk = Rspack.Chunk;
type Module = Rspack.Module;

const identifier = (module: Module): string => (module as unknown as { identifier: () => string }).identifier();

/** `(default) react-dom` of a consume-shared or provide-shared module, or undefined for any other module. */
const shareKey = (module: Module, kind: 'consume' | 'provide'): string | undefined =>
  new RegExp(`^${kind} shared module \\(([^)]*)\\) ((?:@[^/@\\s]+/)?[^@\\s]+)@`).exec(identifier(module))?.slice(1, 3).join(' ');

/**
 * The chunks the page's boot needs. On a finished compilation, the files to preload; during the
 * chunk optimisation (before `splitChunks` has moved anything), the chunks whose modules the boot runs.
 */
export function bootChunks(compilation: Compilation, bootRequest = './bootstrap'): Set<Chunk> {
  const { chunkGraph } = compilation;
  const groups = compilation.chunkGroups;
  type Group = (typeof groups)[number];
  // A consumed shared module comes from the provider the page registered (the host provides every
  // shared module, "loaded-first"): that provider's chunk group is what the runtime loads, not the
  // consumer's own fallback (which holds the same modules).
  const providers = new Map<string, Group>();
  const fallbacks = new Map<Module, Group>();
  for (const group of groups) {
    for (const origin of group.origins) {
      if (!origin.module) continue;
      const provided = shareKey(origin.module, 'provide');
      if (provided && !providers.has(provided)) providers.set(provided, group);
      if (shareKey(origin.module, 'consume')) fallbacks.set(origin.module, group);
    }
  }
  const chunks = new Set<Chunk>();
  const added = new Set<Group>();
  const add = (group: Group) => {
    if (added.has(group)) return false;
    added.add(group);
    for (const chunk of group.chunks) chunks.add(chunk);
    return true;
  };
  const boot = groups.filter((group) => group.origins.some((origin) => origin.request === bootRequest));
  if (boot.length === 0) return chunks;
  for (const group of boot) add(group);
  // Repeatedly: the shared modules the gathered chunks consume (react-dom/client consumes react, …).
  let changed = true;
  while (changed) {
    changed = false;
    for (const [consume, fallback] of fallbacks) {
      if (!chunkGraph.getModuleChunks(consume).some((chunk) => chunks.has(chunk))) continue;
      const key = shareKey(consume, 'consume')!;
      if (add(providers.get(key) ?? fallback)) changed = true;
    }
  }
  return chunks;
}

/** The files of the chunks the page's boot needs (relative to the output folder), from a finished compilation. */
export function bootFiles(compilation: Compilation, bootRequest = './bootstrap'): Set<string> {
  const files = new Set<string>();
  for (const chunk of bootChunks(compilation, bootRequest)) for (const file of chunk.files) files.add(file);
  return files;
}

/**
 * The files (scripts and stylesheets) lazy `import(request)`s add to the boot's: each one's chunk
 * group and those of the shared modules it consumes, less what the boot already loads (for the
 * signed-in shell and the lazy parts it always renders).
 */
export function laterFiles(compilation: Compilation, requests: string | readonly string[]): string[] {
  const boot = bootFiles(compilation);
  const files = new Set<string>();
  for (const request of typeof requests === 'string' ? [requests] : requests) {
    const group = bootFiles(compilation, request);
    // A renamed or removed import would silently drop its preloads: the build says so instead.
    if (group.size === 0) throw new Error(`boot-preload: no lazy import('${request}') in this build`);
    for (const file of group) if (/\.(?:js|css)$/.test(file) && !boot.has(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * A plugin that remembers the compilation; the `include` filter for rsbuild's `performance.preload`
 * that keeps exactly the boot files (computed once the chunk graph is final); the cache group of the
 * page runtime's chunk (`runtimeChunkGroup`); and the files a lazy import adds (`laterFiles`, once
 * the chunk graph is final).
 */
export function bootPreload(): {
  plugin: Rspack.RspackPluginInstance;
  include: (filename: string) => boolean;
  runtimeChunkGroup: (name: string, modules: RegExp) => RuntimeChunkGroup;
  laterFiles: (requests: string | readonly string[]) => string[];
  /** The chunks of the boot (no request) or of lazy `import(request)`s with what they consume, during the chunk optimisation. */
  chunksOf: (requests?: readonly string[]) => () => Set<Chunk>;
  /** An emitted file's size in bytes (0 when unknown), once the compilation has its assets. */
  sizeOf: (file: string) => number;
} {
  let compilation: Compilation | undefined;
  let files: Set<string> | undefined;
  const plugin: Rspack.RspackPluginInstance = {
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.thisCompilation.tap('vd-boot-preload', (current) => {
        compilation = current;
        files = undefined;
      });
    },
  };
  const include = (filename: string) => {
    if (!compilation) return false;
    files ??= bootFiles(compilation);
    const name = filename.replace(/^\/+/, '');
    return [...files].some((file) => name === file || name.endsWith(`/${file}`) || file.endsWith(`/${name}`));
  };
  const sizeOf = (file: string) => {
    const name = file.replace(/^\/+/, '');
    const asset = compilation?.getAssets().find((candidate) => name === candidate.name || name.endsWith(`/${candidate.name}`));
    return asset ? asset.source.size() : 0;
  };
  // Computed once per compilation and request list, before `splitChunks` moves anything (its cache
  // groups' tests call it); reset with each compilation.
  let sets = new Map<string, Set<Chunk>>();
  let setsOf: Compilation | undefined;
  const chunksOf =
    (requests: readonly string[] = ['./bootstrap']) =>
    () => {
      if (!compilation) return new Set<Chunk>();
      if (setsOf !== compilation) {
        sets = new Map();
        setsOf = compilation;
      }
      const key = requests.join('\n');
      let set = sets.get(key);
      if (!set) {
        set = new Set<Chunk>();
        for (const request of requests) for (const chunk of bootChunks(compilation, request)) set.add(chunk);
        sets.set(key, set);
      }
      return set;
    };
  const runtimeChunkGroup = (name: string, modules: RegExp) => bootModuleGroup(name, modules, chunksOf());
  return {
    plugin,
    include,
    runtimeChunkGroup,
    laterFiles: (requests) => (compilation ? laterFiles(compilation, requests) : []),
    chunksOf,
    sizeOf,
  };
}

/** A `splitChunks` cache group (rspack's shape, typed loosely). */
export interface RuntimeChunkGroup {
  name: string;
  chunks: 'all';
  enforce: true;
  priority: number;
  test: (module: Module, context: { chunkGraph: Pick<Compilation['chunkGraph'], 'getModuleChunks'> }) => boolean;
}

/**
 * The cache group that puts in one chunk `name` every module matching `modules` (by its file) that
 * is in one of `bootChunks()`: the page runtime the boot runs, in one file instead of copied into
 * each `@vd/shared/*` entry's chunk. A matching module only later chunks hold (the
 * signed-in shell's, an entry only the areas consume, a language's) stays out of it, so the login
 * page does not download it. Moved out of every chunk that held it: a later chunk
 * that needs it loads this one, already on the page.
 */
export function bootModuleGroup(name: string, modules: RegExp, bootChunkSet: () => Set<Chunk>): RuntimeChunkGroup {
  return pageModuleGroup(name, 0, bootChunkSet, undefined, modules);
}

/**
 * The cache group that puts in one chunk `name` every module (matching `modules`, when given) that a
 * chunk of `inChunks()` holds and no chunk of `outChunks()` does. Used for
 * the files a page asks for at once: the boot's libraries (react, react-dom, jotai: in `bootChunks`),
 * the router with the route table's screens (the chunks of the
 * app's lazy import, not the boot's), the signed-in shell (its lazy imports' chunks, neither the
 * boot's nor the app's). Over HTTP/1.1 a page gets six requests at a time to an origin, and on a
 * slow phone each request holds one for at least its round trip, so many small files would queue
 * behind each other. One file each instead; what loads later stays where it was.
 */
export function pageModuleGroup(
  name: string,
  priority: number,
  inChunks: () => Set<Chunk>,
  outChunks: () => Set<Chunk> = () => new Set(),
  modules?: RegExp,
): RuntimeChunkGroup {
  return {
    name,
    chunks: 'all',
    enforce: true,
    priority,
    test: (module, { chunkGraph }) => {
      const file = (module as unknown as { nameForCondition?: () => string | null | undefined }).nameForCondition?.();
      if (!file || (modules && !modules.test(file))) return false;
      const chunks = chunkGraph.getModuleChunks(module);
      const inside = inChunks();
      const outside = outChunks();
      return chunks.some((chunk) => inside.has(chunk)) && !chunks.some((chunk) => outside.has(chunk));
    },
  };
}

/** A tag of index.html, as rsbuild's `html.tags` hands it over (the fields read here). */
export interface PageTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
}

/**
 * The tags with the script preloads ordered by the size of their file, largest first, each in one of
 * the places the preloads had; every other tag where it was.
 */
export function preloadsLargestFirst<T extends PageTag>(tags: T[], sizeOf: (file: string) => number): T[] {
  const isScriptPreload = (tag: T) => tag.tag === 'link' && tag.attrs?.rel === 'preload' && tag.attrs.as === 'script' && typeof tag.attrs.href === 'string';
  const size = (tag: T) => sizeOf(String(tag.attrs?.href));
  const sorted = tags.filter(isScriptPreload).sort((a, b) => size(b) - size(a));
  let next = 0;
  return tags.map((tag) => (isScriptPreload(tag) ? sorted[next++]! : tag));
}
