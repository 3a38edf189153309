import type { FastifyBaseLogger } from 'fastify';
import type { Config, DemoSignIn } from './config/env.js';
import type { Database } from './db/types.js';
import type { SessionCache } from './features/auth/session-cache.js';
import type { Clock } from './lib/clock.js';
import type { OtpDelivery } from './otp-delivery/index.js';

/** What every feature needs, passed explicitly (no module-level state). */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  otpDelivery: OtpDelivery;
  log: FastifyBaseLogger;
  /** Recent session lookups of this process (SESSION_CACHE_MS). */
  sessions: SessionCache;
  /** Demo mode's fixed-code numbers and their code (from the demo seed); null outside demo mode. */
  demoSignIn: DemoSignIn | null;
}
