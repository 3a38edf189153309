import { parseRegistry, type RegistryParse } from '@vd/shared/contract';
import { withTimeout } from './timeouts';

import { REGISTRY_URL } from '../../core/early-fetches';

export { REGISTRY_URL };
const REGISTRY_TIMEOUT_MS = 6000;

/**
 * Reads the remote registry served beside index.html. Never throws. `early`: the same request,
 * already made by index.html's early script (`core/early-fetches.ts`).
 */
export async function fetchRegistry(url = REGISTRY_URL, early?: Promise<Response>): Promise<RegistryParse> {
  try {
    const response = await withTimeout(early ?? fetch(url, { cache: 'no-cache' }), REGISTRY_TIMEOUT_MS, 'the remote registry');
    if (!response.ok) {
      return { registry: {}, problems: [`the remote registry answered HTTP ${response.status}`] };
    }
    return parseRegistry(await response.json());
  } catch (error) {
    return { registry: {}, problems: [`the remote registry could not be read: ${String(error)}`] };
  }
}
