import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREA_EXPOSE, AREA_REMOTE_NAMES, checkAreaModule, type AreaModule, type AreaName, type RemoteRegistry } from '@vd/shared/contract';
import { trustRegistryOrigins } from './remote-origins';
import { AREA_LOAD_TIMEOUT_MS, withTimeout } from './timeouts';

export class AreaUnavailableError extends Error {
  constructor(
    readonly area: AreaName,
    reason: string,
  ) {
    super(`${area}: ${reason}`);
    this.name = 'AreaUnavailableError';
  }
}

/**
 * Loads area remotes through the Module Federation runtime, one cached load per area.
 * A failed load is forgotten so that Retry starts afresh (re-registering the remote with
 * `force`, which drops whatever the runtime cached of the failed attempt).
 */
export class AreaLoader {
  private registry: RemoteRegistry = {};
  private readonly loads = new Map<AreaName, Promise<AreaModule>>();
  /** The module of each area whose current load has succeeded (what `loaded` answers). */
  private readonly modules = new Map<AreaName, AreaModule>();
  private readonly failed = new Set<AreaName>();

  constructor(
    private readonly load: (id: string) => Promise<unknown> = (id) => loadRemote(id),
    private readonly register: typeof registerRemotes = registerRemotes,
    private readonly timeoutMs = AREA_LOAD_TIMEOUT_MS,
  ) {}

  configure(registry: RemoteRegistry): void {
    this.registry = registry;
    trustRegistryOrigins(registry);
    const remotes = Object.entries(registry).map(([area, entry]) => ({
      name: AREA_REMOTE_NAMES[area as AreaName],
      entry: entry.manifest,
    }));
    if (remotes.length > 0) this.register(remotes);
  }

  releaseOf(area: AreaName): string | undefined {
    return this.registry[area]?.release;
  }

  get(area: AreaName): Promise<AreaModule> {
    const cached = this.loads.get(area);
    if (cached) return cached;
    const attempt = this.start(area);
    this.loads.set(area, attempt);
    attempt.then(
      (module) => {
        if (this.loads.get(area) === attempt) this.modules.set(area, module);
      },
      () => {
        this.loads.delete(area);
        this.failed.add(area);
      },
    );
    return attempt;
  }

  /**
   * The area's module when its load has already succeeded, else undefined: what the outlet renders
   * at once, without a first render of its loading state and a second one a moment later (the page
   * that opens on an area has asked for it at start).
   */
  loaded(area: AreaName): AreaModule | undefined {
    return this.modules.get(area);
  }

  /** Forget a failed area so the next `get` really tries again. */
  reset(area: AreaName): void {
    this.loads.delete(area);
    this.modules.delete(area);
  }

  private async start(area: AreaName): Promise<AreaModule> {
    const entry = this.registry[area];
    if (!entry) throw new AreaUnavailableError(area, 'no release is registered for this area');
    const name = AREA_REMOTE_NAMES[area];
    if (this.failed.has(area)) {
      this.register([{ name, entry: entry.manifest }], { force: true });
      this.failed.delete(area);
    }
    let loaded: unknown;
    try {
      loaded = await withTimeout(this.load(`${name}/${AREA_EXPOSE.slice(2)}`), this.timeoutMs, `the ${area} area`);
    } catch (error) {
      throw new AreaUnavailableError(area, error instanceof Error ? error.message : String(error));
    }
    const check = checkAreaModule(loaded, area);
    if (!check.ok) throw new AreaUnavailableError(area, check.reason);
    return check.module;
  }
}

export const areaLoader = new AreaLoader();
