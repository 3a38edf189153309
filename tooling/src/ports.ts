/**
 * Ports, written once for the start/test tools, the apps' dev servers and the e2e suites (Node
 * only). Defaults from demo-and-ports.md, each overridable by environment variable.
 */
import path from 'node:path';
import { ROOT } from './paths';

export const DEFAULT_PORTS = {
  host: 3000,
  orders: 3001,
  store: 3002,
  pricing: 3003,
  profile: 3004,
  api: 8080,
} as const;

export type PortName = keyof typeof DEFAULT_PORTS;

export const PORT_ENV: Record<PortName, string> = {
  host: 'HOST_PORT',
  orders: 'ORDERS_PORT',
  store: 'STORE_PORT',
  pricing: 'PRICING_PORT',
  profile: 'PROFILE_PORT',
  api: 'API_PORT',
};

export function portFor(name: PortName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[PORT_ENV[name]];
  const parsed = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : DEFAULT_PORTS[name];
}

/**
 * Where the e2e stack listens. `E2E_PORT_BASE` (default 4100) moves the whole stack, so two
 * suites can run side by side: host = base, remotes = base+1…base+4, API = base+80.
 */
export const E2E_PORT_BASE = Number.parseInt(process.env.E2E_PORT_BASE ?? '4100', 10);
export const E2E_ROOT = path.join(ROOT, 'e2e');
export const E2E_STATE_DIR = path.join(E2E_ROOT, '.e2e', String(E2E_PORT_BASE));

export const E2E_ENV = {
  HOST_PORT: String(E2E_PORT_BASE),
  ORDERS_PORT: String(E2E_PORT_BASE + 1),
  STORE_PORT: String(E2E_PORT_BASE + 2),
  PRICING_PORT: String(E2E_PORT_BASE + 3),
  PROFILE_PORT: String(E2E_PORT_BASE + 4),
  API_PORT: String(E2E_PORT_BASE + 80),
  REGISTRY_FILE: path.join(E2E_STATE_DIR, 'registry.json'),
};

export const ORIGINS = {
  host: `http://localhost:${E2E_ENV.HOST_PORT}`,
  orders: `http://localhost:${E2E_ENV.ORDERS_PORT}`,
  store: `http://localhost:${E2E_ENV.STORE_PORT}`,
  pricing: `http://localhost:${E2E_ENV.PRICING_PORT}`,
  profile: `http://localhost:${E2E_ENV.PROFILE_PORT}`,
  api: `http://localhost:${E2E_ENV.API_PORT}`,
} as const;

export const API = `${ORIGINS.api}/rest/localbig/api/v1`;
