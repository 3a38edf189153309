import type { RemoteRegistry } from '@vd/shared/contract';

/**
 * Which origins remote code may come from: the origins of the
 * manifests the registry names, nothing else. The page's Content-Security-Policy says the same to
 * the browser; this check also stops a manifest (or anything registering a remote) pointing the MF
 * runtime at another origin, with a clear message in the console and the area's fallback on screen.
 */
export function registryOrigins(registry: RemoteRegistry): Set<string> {
  const origins = new Set<string>();
  for (const entry of Object.values(registry)) {
    try {
      if (entry) origins.add(new URL(entry.manifest).origin);
    } catch {
      // parseRegistry only lets http(s) URLs through; anything else names no origin.
    }
  }
  return origins;
}

/** True when `url` (resolved against the page) is on one of `allowed` origins or the page's own. */
export function isAllowedRemoteUrl(url: string, allowed: ReadonlySet<string>, pageOrigin: string): boolean {
  let target: URL;
  try {
    target = new URL(url, pageOrigin);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return target.origin === pageOrigin || allowed.has(target.origin);
}

export class RemoteOriginError extends Error {
  constructor(readonly url: string) {
    super(`${url} is not on an origin the remote registry names; it was not loaded`);
    this.name = 'RemoteOriginError';
  }
}

let trusted: ReadonlySet<string> = new Set();

/** Called with the registry the page loaded (AreaLoader.configure). */
export function trustRegistryOrigins(registry: RemoteRegistry): void {
  trusted = registryOrigins(registry);
}

/** Throws RemoteOriginError unless the registry (or the page itself) names the URL's origin. */
export function assertRemoteUrl(url: string, pageOrigin: string = globalThis.location?.origin ?? ''): void {
  if (!isAllowedRemoteUrl(url, trusted, pageOrigin)) throw new RemoteOriginError(url);
}
