/**
 * What the MF runtime plugin reads of index.html's inline boot script (boot-script.ts): kept in a
 * module of its own, without imports, because the plugin is part of the page's first script
 * (index.js), which must stay small.
 */

/** Where the inline script keeps its early requests. */
export const BOOT_GLOBAL = '__vdBoot';

/** The early area's manifest request, as the inline script keeps it (`null`: none was made). */
interface EarlyArea {
  url: string;
  response: Promise<Response>;
  taken?: boolean;
}

/**
 * The answer to the manifest request the inline script made early, once, if it is `url`'s; else
 * `undefined` (a failed request rejects, as the reader's own fetch would). Waits
 * for the script to have read remotes.json (already fetched, so this is short), which can finish
 * after the bootstrap's own read of it.
 */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const boot = (globalThis as Record<string, unknown>)[BOOT_GLOBAL] as { area?: Promise<EarlyArea | null> } | undefined;
  const early = boot?.area ? await boot.area.catch(() => null) : null;
  if (!early || early.url !== url || early.taken) return undefined;
  early.taken = true;
  return early.response;
}
