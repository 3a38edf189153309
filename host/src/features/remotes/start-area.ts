import { takeEarlyArea, takeEarlyFetch } from '../../core/early-fetches';
import { areaLoader } from './area-loader';
import { fetchRegistry } from './registry';
import type { RegistryParse } from '@vd/shared/contract';

let registry: Promise<RegistryParse> | undefined;

/** The remote registry, read once and handed to the area loader; the entry and the boot share it. */
export function readRegistry(): Promise<RegistryParse> {
  registry ??= fetchRegistry(undefined, takeEarlyFetch('registry')).then((parse) => {
    areaLoader.configure(parse.registry);
    return parse;
  });
  return registry;
}

/**
 * Starts loading the area of the screen the page opens on (named by index.html's early script) as
 * soon as the registry is in, from the page's entry: its manifest, entry and first module come from
 * the remote's origin while the page runtime's own files still arrive. A failure is left to the
 * area's outlet, which asks again and shows the fallback.
 */
export function startEarlyArea(): void {
  const area = takeEarlyArea();
  if (!area) return;
  void readRegistry()
    .then(() => areaLoader.get(area))
    .catch(() => undefined);
}
