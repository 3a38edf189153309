import path from 'node:path';
import { AREAS, type AreaName } from '../../shared/src/contract/areas';
import { ROOT } from '@vd/tooling/paths';
import { portFor, type PortName } from '@vd/tooling/ports';

export { AREAS, type AreaName, ROOT };

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, env.RELEASES_DIR ?? 'releases');
}

export function registryFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, env.REGISTRY_FILE ?? path.join(releasesDir(env), 'registry.json'));
}

export function remoteDir(area: AreaName): string {
  return path.join(ROOT, `remote-${area}`);
}

export interface Ports {
  host: number;
  orders: number;
  store: number;
  pricing: number;
  profile: number;
  api: number;
}

export function ports(env: NodeJS.ProcessEnv = process.env): Ports {
  const names: PortName[] = ['host', 'orders', 'store', 'pricing', 'profile', 'api'];
  return Object.fromEntries(names.map((name) => [name, portFor(name, env)])) as unknown as Ports;
}

/** The public origin each server is reached at (overridable for real deployments). */
export function originFor(name: keyof Ports, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[`${name.toUpperCase()}_ORIGIN`];
  return (override ?? `http://localhost:${ports(env)[name]}`).replace(/\/$/, '');
}
