/**
 * Build-time only (rsbuild config): which files the page needs before its first screen, so that
 * index.html can ask for them at once (`<link rel="preload">`) instead of after index.js has been
 * downloaded and run (issue 25, decision 0060).
 *
 * Without it the browser learns of the page runtime only from index.js: the Module Federation
 * runtime there resolves the shared modules and only then requests the bootstrap chunk and each
 * shared module's chunk (React, react-dom, the router, @vd/shared …). On the slow phone that put
 * every one of them a full index.js download (~0.6 s) later than the HTML.
 *
 * The files are read from the chunk graph, not listed by name: the chunk group of the entry's
 * `import('./bootstrap')`, plus — repeatedly — the chunk group of every shared module those chunks
 * consume (a consumed shared module's fallback is loaded with the chunk that consumes it). Lazy
 * `import()`s (the Hindi and Tamil texts, the ICU formatter, screens behind the sign-in) are not
 * followed: they load when needed, as before.
 */
import type { Rspack } from '@rsbuild/core';

type Compilation = Rspack.Compilation;
type Chunk = Rspack.Chunk;
type Module = Rspack.Module;

const identifier = (module: Module): string => (module as unknown as { identifier: () => string }).identifier();

/** `(default) react-dom` of a consume-shared or provide-shared module, or undefined for any other module. */
const shareKey = (module: Module, kind: 'consume' | 'provide'): string | undefined =>
  new RegExp(`^${kind} shared module \\(([^)]*)\\) ((?:@[^/@\\s]+/)?[^@\\s]+)@`).exec(identifier(module))?.slice(1, 3).join(' ');

/** The files of the chunks the page's boot needs (relative to the output folder), from a finished compilation. */
export function bootFiles(compilation: Compilation, bootRequest = './bootstrap'): Set<string> {
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
  if (boot.length === 0) return new Set();
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
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) files.add(file);
  return files;
}

/**
 * A plugin that remembers the compilation, and the `include` filter for rsbuild's
 * `performance.preload` that keeps exactly the boot files (computed once the chunk graph is final).
 */
export function bootPreload(): { plugin: Rspack.RspackPluginInstance; include: (filename: string) => boolean } {
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
  return { plugin, include };
}
