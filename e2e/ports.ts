/**
 * Where the e2e stack listens. `E2E_PORT_BASE` (default 4100) moves the whole stack, so two
 * suites can run side by side: host = base, remotes = base+1…base+4, API = base+80.
 */
import path from 'node:path';

export const E2E_PORT_BASE = Number.parseInt(process.env.E2E_PORT_BASE ?? '4100', 10);
export const E2E_ROOT = path.resolve(import.meta.dirname, '..');
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
