/**
 * The host's Module Federation bundler runtime, lent to the remote releases.
 *
 * A remote release carries no copy of `@module-federation/webpack-bundler-runtime` (with the SDK,
 * the runtime wrapper and the error texts under it): that is the same code the host's entry has
 * already run, and each area's first screen would otherwise download and compile it again. A release
 * build takes it from the host (from the global named by tooling's `BUNDLER_RUNTIME_GLOBAL`;
 * `remoteExternals` writes the reading side), as it takes the runtime core.
 *
 * Each remote gets a **fresh** federation object: the bundler runtime's default export holds state
 * (the instance, its init options, a share scope object, the bundler options), which a remote fills
 * in for itself and must never write into the host's. Its `runtime.init` creates or finds the
 * remote's own instance without touching the runtime module's current instance, which is the host's:
 * the runtime's own `init` would make the remote's instance the page's (and the host's `loadRemote`
 * would then ask the remote for areas).
 */

/** What the host puts on the global: the runtime's major version and a maker of fresh copies. */
export interface BundlerRuntimeProvider {
  major: number;
  create(): { __esModule: true; default: RemoteFederation };
}

interface FederationInstanceLike {
  options: { id?: string; name: string; version?: string };
  initOptions(options: unknown): void;
}

interface RuntimeModule {
  init(options: InitOptions): FederationInstanceLike;
  createInstance(options: InitOptions): FederationInstanceLike;
  [key: string]: unknown;
}

interface InitOptions {
  id?: string;
  name: string;
  version?: string;
  [key: string]: unknown;
}

/** The parts of the host's `__webpack_require__.federation` that came from the bundler runtime. */
export interface HostFederation {
  runtime: RuntimeModule;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

export interface RemoteFederation {
  runtime: RuntimeModule;
  instance: undefined;
  initOptions: undefined;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
}

/** The page's federation instances (runtime-core keeps them on `globalThis.__FEDERATION__`). */
function instances(): FederationInstanceLike[] {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstanceLike[] } }).__FEDERATION__;
  return federation?.__INSTANCES__ ?? [];
}

/**
 * The runtime's `init` for a remote: its instance found by name and version (as the runtime finds
 * it), else created and registered, and never made the runtime module's current instance. The
 * runtime's own lookup also matches its build's id, which in the host's copy is the host's: left out.
 */
export function remoteInit(runtime: RuntimeModule, options: InitOptions): FederationInstanceLike {
  const normalized = { ...options, id: options.id || '' };
  const existing = instances().find(
    (instance) => instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  return runtime.createInstance(normalized);
}

/**
 * A fresh federation object for one remote, made of the host's bundler runtime's functions and
 * `containerParts`: what a container needs that the host, which exposes nothing, was built without
 * (the bundler runtime leaves `initContainerEntry` out of a build with no exposes).
 */
export function remoteFederation(host: HostFederation, containerParts: Record<string, unknown>): RemoteFederation {
  const runtime: RuntimeModule = { ...host.runtime };
  runtime.init = (options: InitOptions) => remoteInit(host.runtime, options);
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...host.bundlerRuntime, ...containerParts, S: {} },
    attachShareScopeMap: host.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/** Puts the provider on the page's global object as `name` (read by each remote entry when it runs). */
export function provideBundlerRuntime(
  name: string,
  host: () => HostFederation,
  containerParts: Record<string, unknown>,
  major: number,
  target: Record<string, unknown> = globalThis as never,
): void {
  const provider: BundlerRuntimeProvider = { major, create: () => ({ __esModule: true, default: remoteFederation(host(), containerParts) }) };
  target[name] = provider;
}
