import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { assertRemoteUrl } from './remote-origins';
import { MANIFEST_INIT, takeEarlyManifest } from '../../core/early-fetches';
import { ENTRY_SCRIPT_TIMEOUT_MS, MANIFEST_TIMEOUT_MS, withTimeout } from './timeouts';

/**
 * Module Federation runtime plugin: a remote that is down, slow or broken must never take the
 * shell down. Manifests are fetched with a short timeout and bypass the HTTP cache (the
 * registry may just have been pointed elsewhere); entry scripts get a short timeout; every
 * failure is logged with the area and surfaced to the area's fallback as a rejected load.
 * Manifests and scripts come only from the origins the registry names (remote-origins.ts).
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vd-resilience',
    async fetch(url, init) {
      assertRemoteUrl(url);
      // index.html's early script may have asked for the opening screen's manifest already.
      const early = await withTimeout(takeEarlyManifest(url), MANIFEST_TIMEOUT_MS, `manifest ${url}`);
      const response = early ?? (await fetch(url, { ...init, ...MANIFEST_INIT, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }));
      if (!response.ok) {
        throw new Error(`manifest ${url} answered HTTP ${response.status}`);
      }
      return response;
    },
    createScript({ url }) {
      assertRemoteUrl(url);
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: ENTRY_SCRIPT_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[remotes] could not load ${id} (${lifecycle}):`, error);
      // No fail-over module: the host's area boundary shows the fallback with Retry.
      return undefined;
    },
  };
}
