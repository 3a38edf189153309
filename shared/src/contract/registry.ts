import { AREAS, type AreaName } from './areas';

/**
 * The remote registry (`/remotes.json`, served beside the host's index.html, never cached):
 * which release of each area this page should load.
 */
export interface RegistryEntry {
  /** URL of the release's mf-manifest.json. */
  manifest: string;
  /** Release identifier, e.g. `1.0.0-3f9a1c2b`. */
  release: string;
}

export type RemoteRegistry = Partial<Record<AreaName, RegistryEntry>>;

export interface RegistryParse {
  registry: RemoteRegistry;
  /** Human-readable problems: an area listed here gets its fallback, the others still load. */
  problems: string[];
}

/** Parses untrusted registry JSON. Never throws: a broken entry only disables that area. */
export function parseRegistry(raw: unknown): RegistryParse {
  const problems: string[] = [];
  const registry: RemoteRegistry = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { registry, problems: ['the remote registry is not a JSON object'] };
  }
  const areas = (raw as { areas?: unknown }).areas;
  if (!areas || typeof areas !== 'object' || Array.isArray(areas)) {
    return { registry, problems: ['the remote registry has no "areas" object'] };
  }
  for (const area of AREAS) {
    const entry = (areas as Record<string, unknown>)[area];
    if (entry === undefined) {
      problems.push(`${area}: not listed in the registry`);
      continue;
    }
    if (!entry || typeof entry !== 'object') {
      problems.push(`${area}: entry is not an object`);
      continue;
    }
    const { manifest, release } = entry as { manifest?: unknown; release?: unknown };
    if (typeof manifest !== 'string' || !isHttpUrl(manifest)) {
      problems.push(`${area}: "manifest" must be an http(s) URL`);
      continue;
    }
    if (typeof release !== 'string' || release.length === 0) {
      problems.push(`${area}: "release" must be a non-empty string`);
      continue;
    }
    registry[area] = { manifest, release };
  }
  return { registry, problems };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
