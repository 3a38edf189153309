/**
 * The page's outbox with the page's session: entries sent only in their own vendor's session and
 * naming their vendor, tabs that change the session, the timer after a session ended, and what a
 * screen says of a kept write where the browser has no IndexedDB (this environment has none).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@vd/contract/routes';
import { installMockAdapter, type MockHandler, type RecordedRequest } from '../api/testAdapter';
import { setNavigator } from '../navigation/navigator';
import { getVendor, notifySessionChanged, setVendor } from '../session/atoms';
import { completeSignIn } from '../session/session';
import { testVendor } from '../session/vendor.fixture';
import { clearStoredTokens } from '../storage/storage';
import { ot } from './messages';
import { flushNow, outbox, sendOrQueue, startOutbox, stopOutbox } from './page';

const A = testVendor({ id: 'vA', contactNo: '+919876543210' });
const B = testVendor({ id: 'vB', contactNo: '+919876543213', shopName: 'Other Shop' });

let online = true;
let restore: () => void = () => {};
const navigate = vi.fn();

function mock(handler: MockHandler): RecordedRequest[] {
  restore();
  const installed = installMockAdapter(handler);
  restore = installed.restore;
  return installed.requests;
}

/** The stored session of a vendor, as a sign-in leaves it (in this tab or another). */
function storeSession(vendor: typeof A, token: string) {
  localStorage.setItem('sessionToken', token);
  localStorage.setItem('token', token);
  localStorage.setItem('refreshToken', `r-${token}`);
  localStorage.setItem('contactNo', vendor.contactNo.replace('+91', ''));
}

/** What another tab's writes look like to this page: the `storage` event. */
function fromAnotherTab(write: () => void) {
  write();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

const isStatusWrite = (r: RecordedRequest) => r.method === 'PUT' && r.url.includes(routes.changeOrderStatus.path);

async function keepOffline(orderId: string) {
  online = false;
  const r = await sendOrQueue(routes.changeOrderStatus, { body: { orderId, status: 'Completed' } }, { kind: 'order-status', meta: { orderId } });
  expect(r.queued).toBe(true);
  online = true;
}

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setNavigator(navigate);
  localStorage.clear();
  online = true;
  storeSession(A, 'tA');
  setVendor(A);
  await startOutbox('vA');
});

afterEach(async () => {
  for (const id of ['vA', 'vB']) {
    await outbox.setVendor(id);
    await outbox.discardAll();
  }
  stopOutbox();
  restore();
  restore = () => {};
  setNavigator(null);
  navigate.mockReset();
  setVendor(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a kept write', () => {
  it('is not said to be saved on this phone where the browser has no IndexedDB', async () => {
    expect(typeof indexedDB).toBe('undefined');
    await keepOffline('o1');
    expect(ot('queued')).not.toMatch(/saved on this phone/i);
    expect(ot('queued')).toBe('Not sent yet. It will be sent when the network is back, if this page stays open.');
  });

  it('is sent in its vendor’s session naming its vendor (X-Vendor-Id)', async () => {
    await keepOffline('o1');
    const requests = mock(() => ({ status: 200, data: {} }));
    await flushNow(true);
    const sent = requests.filter(isStatusWrite);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toMatchObject({ 'X-Vendor-Id': 'vA', sessionToken: 'tA' });
  });
});

describe('another tab signs out and signs in another vendor', () => {
  it('this tab forgets its vendor and nothing of it is sent under the other one; it waits for its vendor', async () => {
    await keepOffline('o1');
    const requests = mock(() => ({ status: 200, data: {} }));
    fromAnotherTab(() => localStorage.clear());
    expect(getVendor()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    fromAnotherTab(() => storeSession(B, 'tB'));
    // The network returns.
    window.dispatchEvent(new Event('online'));
    await flushNow(true);
    expect(requests.filter(isStatusWrite)).toEqual([]);
    expect(localStorage.getItem('sessionToken')).toBe('tB');
    // A signs in again (here): A's change goes, in A's session.
    localStorage.clear();
    storeSession(A, 'tA2');
    const again = mock((req) => (req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: A } : { status: 200, data: {} }));
    await completeSignIn('9876543210');
    await vi.waitFor(() => expect(again.filter(isStatusWrite)).toHaveLength(1));
    expect(again.filter(isStatusWrite)[0]!.headers).toMatchObject({ 'X-Vendor-Id': 'vA', sessionToken: 'tA2' });
  });

  it('even before this tab hears of it, the write is not sent with the other vendor’s session', async () => {
    await keepOffline('o1');
    const requests = mock(() => ({ status: 200, data: {} }));
    // The other tab's writes, not yet announced here.
    localStorage.clear();
    storeSession(B, 'tB');
    await flushNow(true);
    expect(requests.filter(isStatusWrite)).toEqual([]);
    expect(outbox.entries()).toHaveLength(1);
    expect(outbox.entries()[0]).toMatchObject({ state: 'waiting', attempts: 0 });
  });
});

describe('a kept "shop offline"', () => {
  const isStatusSwitch = (r: RecordedRequest) => r.method === 'PUT' && r.url.includes(routes.setShopStatus.path);
  const keepShopOffline = async () => {
    online = false;
    const r = await sendOrQueue(
      routes.setShopStatus,
      { query: { vendorId: 'vA', status: 'OutOfStation' } },
      { kind: 'shop-status', meta: { status: 'OutOfStation' } },
    );
    expect(r.queued).toBe(true);
    online = true;
  };
  const vendorNow = (status: string, offlineUntil: string | null) => (req: RecordedRequest) =>
    req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: { ...A, status, offlineUntil } } : { status: 200, data: {} };

  it('is not applied when the shop’s status was changed elsewhere after it was made', async () => {
    await keepShopOffline();
    const later = new Date(Date.now() + 6 * 3_600_000).toISOString();
    const requests = mock(vendorNow('OutOfStation', later));
    const result = await flushNow(true);
    expect(requests.filter(isStatusSwitch)).toEqual([]);
    expect(result.conflicts).toHaveLength(1);
    expect(outbox.entries()[0]).toMatchObject({ kind: 'shop-status', state: 'conflict', conflict: { code: 'SHOP_STATUS_CHANGED' } });
  });

  it('is sent while the shop is still as it was when the change was made', async () => {
    await keepShopOffline();
    const requests = mock(vendorNow('Approved', null));
    await flushNow(true);
    expect(requests.filter(isStatusSwitch)).toHaveLength(1);
    expect(outbox.entries()).toEqual([]);
  });
});

describe('the retry timer', () => {
  it('does not send after the session expired', async () => {
    await keepOffline('o1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const requests = mock(() => 'network');
    const first = flushNow(false);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(requests.filter(isStatusWrite)).toHaveLength(1);
    // The backoff timer sends it again later while the session lasts …
    await vi.advanceTimersByTimeAsync(3_000);
    expect(requests.filter(isStatusWrite)).toHaveLength(2);
    // The refresh was refused: the tokens go, the page still holds the vendor.
    clearStoredTokens();
    notifySessionChanged();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // … but not once it has ended.
    expect(requests.filter(isStatusWrite)).toHaveLength(2);
    expect(outbox.entries()[0]).toMatchObject({ state: 'waiting' });
  });
});
