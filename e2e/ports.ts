/**
 * Where the e2e stack listens: written once in the tooling package (`@vd/tooling/ports`, shared
 * with scripts/serve-e2e.ts), re-exported here for the suites.
 */
export { API, E2E_ENV, E2E_PORT_BASE, E2E_ROOT, E2E_STATE_DIR, ORIGINS } from '@vd/tooling/ports';
