/**
 * PUT vendor/status offlineUntil: only an ISO 8601 date-time with its offset (Z or ±hh:mm) is a
 * time. One without an offset would be read in the server's time zone, free text by whatever
 * Date.parse makes of it: both are refused with 400 and a message saying what to send, and nothing
 * stored changes. A manual clock; times in India (+05:30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock.js';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import { B, createTestApp, createTestDb, DEMO, signIn, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let token: string;
const shopId = () => demoVendorId('approved');

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true, clock: manualClock(new Date('2026-12-01T10:00:00+05:30')) });
  token = (await signIn(t, DEMO.approved, '123456')).sessionToken;
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const setStatus = (query: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `${B}/vendor/status?${new URLSearchParams(query)}`, headers: { sessionToken: token } });

async function storedRow(): Promise<{ status: string; offline_until: string | null; updated_at: string }> {
  const { rows } = await tdb.db.query<{ status: string; offline_until: Date | null; updated_at: Date }>(
    'SELECT status, offline_until, updated_at FROM vendors WHERE id = $1',
    [shopId()],
  );
  const r = rows[0]!;
  return {
    status: r.status,
    offline_until: r.offline_until ? new Date(r.offline_until).toISOString() : null,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

describe('offlineUntil', () => {
  it.each([
    ['a date-time without an offset', '2026-12-05T10:00:00'],
    ['one without seconds or offset', '2026-12-05T10:00'],
    ['free text', 'Dec 5, 2026 10:00'],
    ['a date alone', '2026-12-05'],
    ['an offset without its colon', '2026-12-05T10:00:00+0530'],
    ['a day the month does not have', '2026-11-31T10:00:00+05:30'],
    ['a space for the T', '2026-12-05 10:00:00Z'],
  ])('refuses %s (%s) with 400 INVALID_OFFLINE_UNTIL saying what to send; nothing stored changes', async (_what, value) => {
    const before = await storedRow();
    expect(before).toMatchObject({ status: 'Approved', offline_until: null });
    const res = await setStatus({ status: 'OutOfStation', offlineUntil: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_OFFLINE_UNTIL',
      error: 'Bad Request',
      message: 'querystring/offlineUntil must be an ISO 8601 date-time with its time zone offset, Z or ±hh:mm (e.g. 2026-12-05T10:00:00+05:30).',
    });
    expect(await storedRow()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken: token } })).json()).toMatchObject({
      status: 'Approved',
      offlineUntil: null,
    });
  });

  it.each([
    ['Z', '2026-12-05T04:30:00Z'],
    ['+05:30', '2026-12-05T10:00+05:30'],
    ['−03:00 with a fraction', '2026-12-05T01:30:00.000-03:00'],
  ])('accepts an offset (%s): the instant it names is stored', async (_what, value) => {
    const res = await setStatus({ status: 'OutOfStation', offlineUntil: value });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OutOfStation', offlineUntil: '2026-12-05T04:30:00.000Z' });
    expect(await storedRow()).toMatchObject({ status: 'OutOfStation', offline_until: '2026-12-05T04:30:00.000Z' });
    expect((await setStatus({ status: 'Approved' })).statusCode).toBe(200);
  });
});
