import { buildApp } from './app.js';
import { BASE_PATH, ConfigError, loadConfig } from './config/env.js';
import { schedulePurge } from './features/auth/service.js';
import { warmGeocoder } from './features/geo/routes.js';

/** Starts the API: reads the environment, opens/migrates/seeds the database, listens, stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`api: configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp({ config });

  let closing = false;
  let stopPurge = () => {};
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    stopPurge();
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  warmGeocoder(app.log);
  // Expired sessions, refresh tokens, codes and counters are deleted now and every hour.
  stopPurge = schedulePurge(app.ctx);
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info({ db, demoMode: config.demoMode, otpProvider: config.otpProvider }, 'api ready');
  console.log(
    `Vendor API listening on ${address}${BASE_PATH}/  (OpenAPI: ${address}/openapi.json, health: ${address}/health, ${db}${config.demoMode ? ', demo mode' : ''})`,
  );
}

main().catch((err: unknown) => {
  const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  console.error('api: failed to start:', err instanceof Error && !verbose ? err.message : err);
  process.exit(1);
});
