import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { BASE_PATH, testConfig, type Config } from '../src/config/env.js';
import { migrate } from '../src/db/migrate.js';
import { dropPgSchema, openPg } from '../src/db/pg.js';
import { openPglite } from '../src/db/pglite.js';
import type { Database } from '../src/db/types.js';
import { newId } from '../src/lib/ids.js';
import { manualClock, type ManualClock } from '../src/lib/clock.js';
import type { OtpDelivery } from '../src/otp-delivery/index.js';
import { OtpDeliveryError } from '../src/otp-delivery/index.js';

export const B = BASE_PATH;

export interface TestDb {
  db: Database;
  /** Another connection to the same database, as a second API process would have (PGlite: the same instance). */
  openAnother(): Promise<Database>;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new random schema on that server (dropped by cleanup), so parallel files never meet.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  let db: Database;
  let cleanup: () => Promise<void>;
  let openAnother: () => Promise<Database>;
  if (url) {
    const schema = `vdtest_${randomBytes(6).toString('hex')}`;
    db = await openPg({ connectionString: url, schema, max: 8 });
    const others: Database[] = [];
    openAnother = async () => {
      const other = await openPg({ connectionString: url, schema, max: 8 });
      others.push(other);
      return other;
    };
    cleanup = async () => {
      for (const o of others) await o.close();
      await db.close();
      await dropPgSchema(url, schema);
    };
  } else {
    db = await openPglite('memory://');
    openAnother = async () => ({ ...db, close: async () => undefined });
    cleanup = () => db.close();
  }
  await migrate(db);
  return { db, openAnother, cleanup };
}

/** An OTP provider that remembers what it was asked to send, and can be told to fail. */
export interface CapturingDelivery extends OtpDelivery {
  sent: { phone: string; code: string }[];
  failNext: number;
  lastCodeFor(phone: string): string;
}

export function capturingDelivery(): CapturingDelivery {
  const d: CapturingDelivery = {
    name: 'capture',
    sent: [],
    failNext: 0,
    async send(phone, code) {
      if (d.failNext > 0) {
        d.failNext--;
        throw new OtpDeliveryError('simulated provider failure', 503);
      }
      d.sent.push({ phone, code });
    },
    lastCodeFor(phone) {
      const hit = [...d.sent].reverse().find((s) => s.phone === phone);
      if (!hit) throw new Error(`no code sent to ${phone}`);
      return hit.code;
    },
  };
  return d;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  delivery: CapturingDelivery;
  config: Config;
  close(): Promise<void>;
}

/** buildApp on a given database with a manual clock and a capturing OTP provider. */
export async function createTestApp(db: Database, opts: { config?: Partial<Config>; seed?: boolean; clock?: ManualClock } = {}): Promise<TestApp> {
  const clock = opts.clock ?? manualClock(new Date());
  const delivery = capturingDelivery();
  const config = testConfig(opts.config);
  const app = await buildApp({ config, db, clock, otpDelivery: delivery, seed: opts.seed ?? config.demoMode, logger: false });
  return { app, db, clock, delivery, config, close: () => app.close() };
}

/** A registered vendor whose number is not one of the demo numbers (so it gets generated codes and limits). */
export async function addVendor(db: Database, phone: string, status = 'Approved'): Promise<string> {
  const id = newId();
  await db.query(`INSERT INTO vendors (id, name, shop_name, contact_no, status) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    `Owner ${phone}`,
    `Shop ${phone}`,
    phone,
    status,
  ]);
  return id;
}

export async function addCustomer(db: Database, phone: string): Promise<string> {
  const id = newId();
  await db.query(`INSERT INTO customers (id, name, contact_no) VALUES ($1, $2, $3)`, [id, `Customer ${phone}`, phone]);
  return id;
}

let phoneCounter = 0;
/** A number unique within this process (and unlikely to clash across test files sharing nothing). */
export function uniquePhone(): string {
  phoneCounter++;
  const base = 6_000_000_000 + (process.pid % 10_000) * 100_000 + phoneCounter;
  return `+91${base}`;
}

export const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Signs in through the real endpoints with a known code. */
export async function signIn(t: TestApp, phone: string, code?: string): Promise<{ sessionToken: string; refreshToken: string; vendorId: string }> {
  const send = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}` });
  if (send.statusCode !== 200) throw new Error(`send failed: ${send.statusCode} ${send.body}`);
  const otp = code ?? t.delivery.lastCodeFor(phone);
  const res = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp, role: 'VENDOR' })}` });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Signs in the demo customer (role USER, fixed demo code) and returns the session token. */
export async function signInCustomer(t: TestApp, phone: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'USER' })}` });
  const res = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp: '123456', role: 'USER' })}` });
  if (res.statusCode !== 200) throw new Error(`customer verify failed: ${res.statusCode} ${res.body}`);
  return res.json().sessionToken;
}

export const DEMO = {
  approved: '+919876543210',
  pending: '+919876543211',
  rejected: '+919876543212',
  offline: '+919876543213',
  customer: '+919999999999',
} as const;
