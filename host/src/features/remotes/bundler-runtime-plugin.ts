import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { type HostFederation, provideBundlerRuntime } from './bundler-runtime-provider';

// The host bundle's own module system: its federation object holds the bundler runtime's parts.
declare const __webpack_require__: { federation: HostFederation };
// Set by rsbuild.config.ts from @vd/tooling/mf, which also builds the remotes' reading side.
declare const __MF_MAJOR__: number;
declare const __MF_BUNDLER_RUNTIME_GLOBAL__: string;

/**
 * Module Federation runtime plugin: lends the host's bundler runtime to the remote releases, which
 * carry none of their own. It runs when the host's runtime starts, before any
 * remote entry; each remote's copy is made when its entry runs, from the host's runtime as set up by then.
 */
export default function bundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  provideBundlerRuntime(__MF_BUNDLER_RUNTIME_GLOBAL__, () => __webpack_require__.federation, { initContainerEntry }, __MF_MAJOR__);
  return { name: 'vd-bundler-runtime' };
}
