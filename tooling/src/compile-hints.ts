/**
 * V8's explicit compile hints (issue 25, decision 0067): a script whose first line is
 * `//# allFunctionsCalledOnLoad` has every function compiled as it arrives, on a background thread
 * while the rest of the page downloads (Chrome 136 and later; other browsers read a comment). Without
 * it V8 compiles each function the first time it is called, on the main thread: on the slow phone that
 * was most of the ~0.5 s of script between the last file's arrival and the first screen.
 *
 * Only for the files a first screen runs almost whole (React, the page runtime, the router, the
 * shell, an area's first module): compiling functions nobody calls would cost memory and background
 * time for nothing. Build-time only (rsbuild configs).
 */
import type { Rspack } from '@rsbuild/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Compilation = Rspack.Compilation;

/**
 * A plugin that puts the compile hint at the top of the JavaScript files `filesOf` names (paths in the
 * output folder), after minification (which drops comments) and before the content hashes are made
 * (so a file's name still changes with its content). Source maps stay right (a prefix source).
 */
export function compileHints(filesOf: (compilation: Compilation) => Iterable<string>): Rspack.RspackPluginInstance {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.rspack;
      compiler.hooks.thisCompilation.tap('vd-compile-hints', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'vd-compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
          for (const file of new Set(filesOf(compilation))) {
            if (!file.endsWith('.js')) continue;
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            compilation.updateAsset(file, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
          }
        });
      });
    },
  };
}

/** The files of the chunks of a compilation's entry point `name` (none when it has no such entry). */
export function entryFiles(compilation: Compilation, name: string): string[] {
  const entry = compilation.entrypoints.get(name);
  return entry ? entry.chunks.flatMap((chunk) => [...chunk.files]) : [];
}

/**
 * The files of a named chunk group: Module Federation names the group of an exposed module
 * `__federation_expose_<name>` (`./Area` → `__federation_expose_Area`), with the chunks it loads
 * at once.
 */
export function exposeFiles(compilation: Compilation, expose: string): string[] {
  const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.replace(/^\.\//, '')}`);
  return group ? group.chunks.flatMap((chunk) => [...chunk.files]) : [];
}
