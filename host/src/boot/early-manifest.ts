/**
 * What the MF runtime plugin reads of index.html's inline boot script (boot-fetches.ts): kept in a
 * module of its own, without imports, because the plugin is part of the page's first script
 * (index.js), which must stay small.
 */

/** Where the inline script keeps its early requests. */
export const BOOT_GLOBAL = '__vdBoot';

/** The manifest the inline script asked for early, once, if it is `url`'s; else `undefined`. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[BOOT_GLOBAL] as { manifests?: Record<string, Promise<Response>> } | undefined;
  const response = early?.manifests?.[url];
  if (response && early?.manifests) delete early.manifests[url];
  return response;
}
