/**
 * `pnpm demo:order`: places an order for the demo shop (9876543210) as a customer would — the demo
 * customer (9999999999) signs in with role USER and calls POST customer/orders. With the demo
 * running (`npm start`), the dashboard shows the new order within seconds, with a chime.
 * The demo shop keeps real hours (8 AM - 9 PM, lunch 1-2 PM, closed on Sunday); the tool asks for
 * the order at any hour (`ignoreHours`, which the API accepts in demo mode only), unless
 * `--follow-hours` asks it to be placed as a customer app would, refused while the shop is closed.
 * A holiday or the shop switched offline refuses it either way.
 *
 *   pnpm demo:order                      one order, a random basket, Home Delivery, at any hour
 *   pnpm demo:order -- --count 3 --method "Self Pickup" --note "Ring twice"
 *   pnpm demo:order -- --follow-hours    refused outside the shop's hours (409 SHOP_CLOSED)
 *   API_URL=http://host:port/rest/localbig/api/v1 pnpm demo:order
 */
import { parseArgs } from 'node:util';
import { originFor } from './lib/paths';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1' },
    method: { type: 'string' },
    note: { type: 'string' },
    shop: { type: 'string', default: '9876543210' },
    customer: { type: 'string', default: '9999999999' },
    'follow-hours': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const API = (process.env.API_URL ?? `${originFor('api')}/rest/localbig/api/v1`).replace(/\/$/, '');
const OTP = process.env.DEMO_OTP ?? '123456';

async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  let res: Response;
  try {
    res = await fetch(`${API}/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new Error(`Cannot reach the API at ${API}. Is the demo running (npm start)?`);
  }
  const text = await res.text();
  const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${String(data.message ?? text)}`);
  return data;
}

async function main() {
  const phone = encodeURIComponent(`+91${values.customer}`);
  await call('POST', `auth/otp/send?phoneNumber=${phone}&role=USER`);
  const { sessionToken } = await call('POST', `auth/otp/verify?phoneNumber=${phone}&otp=${OTP}&role=USER`);
  const count = Math.max(1, Math.min(20, Number.parseInt(values.count ?? '1', 10) || 1));
  for (let i = 0; i < count; i++) {
    const order = await call('POST', 'customer/orders', {
      headers: { sessionToken: String(sessionToken) },
      body: {
        vendorContactNo: values.shop,
        ...(values['follow-hours'] ? {} : { ignoreHours: true }),
        ...(values.method ? { deliveryMethod: values.method } : {}),
        ...(values.note ? { note: values.note } : {}),
      },
    });
    const items = (order.items as { productName: string; quantity: number }[]).map((x) => `${x.quantity} × ${x.productName}`).join(', ');
    console.log(`Placed order ${String(order.orderId).slice(-8)} for ₹${String(order.total)} by ${String(order.customerName)}: ${items}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
