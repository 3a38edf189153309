/**
 * What the business-details API tests (issue 12) share: an app on a fresh database with the demo
 * seed, two vendors of our own, the demo customer, and request helpers that send the headers the
 * dashboard sends.
 */
import type { LightMyRequestResponse } from 'fastify';
import { addVendor, B, createTestApp, createTestDb, DEMO, signIn, signInCustomer, uniquePhone, type TestApp, type TestDb } from './helpers.js';

export interface BusinessFixture {
  tdb: TestDb;
  t: TestApp;
  vendorA: string;
  vendorB: string;
  tokenA: string;
  tokenB: string;
  customerToken: string;
  close(): Promise<void>;
}

export async function businessFixture(): Promise<BusinessFixture> {
  const tdb = await createTestDb();
  const t = await createTestApp(tdb.db, { seed: true });
  const phoneA = uniquePhone();
  const phoneB = uniquePhone();
  const vendorA = await addVendor(tdb.db, phoneA);
  const vendorB = await addVendor(tdb.db, phoneB);
  const tokenA = (await signIn(t, phoneA)).sessionToken;
  const tokenB = (await signIn(t, phoneB)).sessionToken;
  const customerToken = await signInCustomer(t, DEMO.customer);
  return {
    tdb,
    t,
    vendorA,
    vendorB,
    tokenA,
    tokenB,
    customerToken,
    close: async () => {
      await t.close();
      await tdb.cleanup();
    },
  };
}

export const vendorHeaders = (token: string | null, extra: Record<string, string> = {}): Record<string, string> => ({
  ...(token ? { sessionToken: token } : {}),
  'X-USER-ROLE': 'VENDOR',
  ...extra,
});

/** A JSON call under the base path. */
export function call(
  t: TestApp,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  token: string | null,
  payload?: unknown,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${B}/${path}`,
    headers: { ...vendorHeaders(token, extra), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
