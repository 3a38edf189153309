import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { changeOrderStatus } from '@vd/contract/routes';
import { ApiError, CLIENT_ERROR_CODES } from '../api/errors';
import { backoffMs, BACKOFF_BASE_MS, BACKOFF_MAX_MS } from './backoff';
import { classifySendError } from './classify';
import { Outbox, type OutboxDeps } from './outbox';
import { indexedDbStore, memoryStore, type OutboxStore } from './store';
import type { OutboxEntry } from './types';

const route = changeOrderStatus;
const offline = () => new ApiError({ status: null, code: CLIENT_ERROR_CODES.network });
const refused = (status: number, code: string) => new ApiError({ status, code, userMessage: `refused ${code}`, data: { code } });

/** A lock shared by the outboxes of one test (what Web Locks is across tabs). */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T | null> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
}

function setup(
  opts: { store?: OutboxStore; answer?: (e: OutboxEntry) => Promise<unknown>; exclusive?: OutboxDeps['exclusive']; check?: OutboxDeps['check'] } = {},
) {
  let now = 1_000_000;
  let n = 0;
  const calls: { id: string; body: unknown; vendorId: string }[] = [];
  const store = opts.store ?? memoryStore();
  /** The vendor whose session is stored (what the page's session says). */
  const session = { vendor: 'v1' as string | null };
  const box = new Outbox({
    store,
    send: async (e) => {
      calls.push({ id: e.id, body: e.input.body, vendorId: e.vendorId });
      return (opts.answer ?? (async () => ({ ok: true })))(e);
    },
    sessionVendor: () => session.vendor,
    ...(opts.check ? { check: opts.check } : {}),
    exclusive: opts.exclusive ?? sharedLock(),
    now: () => now,
    random: () => 0,
    newId: () => `key-${++n}`,
  });
  return { box, calls, store, session, advance: (ms: number) => (now += ms), now: () => now };
}

const add = (box: Outbox, body: unknown) => box.enqueue({ vendorId: 'v1', kind: 'order-status', route, input: { body }, meta: { body } });

describe('Outbox', () => {
  it('keeps entries and sends them in the order they were made, each with its own key', async () => {
    const { box, calls } = setup();
    await box.setVendor('v1');
    await add(box, 'a');
    await add(box, 'b');
    await add(box, 'c');
    expect(box.entries().map((e) => e.input.body)).toEqual(['a', 'b', 'c']);
    const result = await box.flush();
    expect(calls.map((c) => c.body)).toEqual(['a', 'b', 'c']);
    expect(new Set(calls.map((c) => c.id)).size).toBe(3);
    expect(result.sent).toHaveLength(3);
    expect(box.entries()).toEqual([]);
  });

  it('only sends the signed-in vendor’s entries', async () => {
    const { box, calls } = setup();
    await box.setVendor('v1');
    await add(box, 'mine');
    await box.enqueue({ vendorId: 'v2', kind: 'prices', route, input: { body: 'theirs' }, meta: null });
    await box.flush();
    expect(calls.map((c) => c.body)).toEqual(['mine']);
    await box.setVendor('v2');
    expect(box.entries().map((e) => e.input.body)).toEqual(['theirs']);
  });

  it('sends an entry only in its own vendor’s session: under another vendor’s, or none, it waits untouched', async () => {
    const { box, calls, session } = setup();
    await box.setVendor('v1');
    await add(box, 'a');
    // Another tab signed out, then signed in another vendor: the page still shows v1's entries.
    session.vendor = 'v2';
    let r = await box.flush(true);
    expect(calls).toEqual([]);
    expect(r).toMatchObject({ sent: [], conflicts: [], stopped: true });
    expect(box.entries()).toHaveLength(1);
    expect(box.entries()[0]).toMatchObject({ state: 'waiting', attempts: 0 });
    session.vendor = null;
    r = await box.flush(true);
    expect(calls).toEqual([]);
    expect(box.entries()[0]).toMatchObject({ state: 'waiting', attempts: 0 });
    // Its vendor signs in again: it goes.
    session.vendor = 'v1';
    r = await box.flush();
    expect(calls.map((c) => [c.body, c.vendorId])).toEqual([['a', 'v1']]);
    expect(box.entries()).toEqual([]);
  });

  it('a session that changes hands during a batch stops it: the rest waits for its vendor', async () => {
    const { box, calls, session } = setup({
      answer: async () => {
        session.vendor = 'v2';
        return {};
      },
    });
    await box.setVendor('v1');
    await add(box, 'a');
    await add(box, 'b');
    const r = await box.flush(true);
    expect(calls.map((c) => c.body)).toEqual(['a']);
    expect(r.stopped).toBe(true);
    expect(box.entries().map((e) => [e.input.body, e.state, e.attempts])).toEqual([['b', 'waiting', 0]]);
  });

  it('a refusal because the session is another vendor’s (VENDOR_MISMATCH) keeps the entry waiting, not refused', async () => {
    let mismatch = true;
    const { box, advance } = setup({ answer: async () => (mismatch ? Promise.reject(refused(403, 'VENDOR_MISMATCH')) : {}) });
    await box.setVendor('v1');
    await add(box, 'a');
    const r = await box.flush(true);
    expect(r.conflicts).toEqual([]);
    expect(box.entries()[0]).toMatchObject({ state: 'waiting' });
    mismatch = false;
    advance(BACKOFF_MAX_MS);
    expect((await box.flush()).sent).toHaveLength(1);
  });

  it('discardAll deletes every entry of the page’s vendor (and the customer data in them), not another vendor’s', async () => {
    const store = memoryStore();
    const { box } = setup({ store });
    await box.setVendor('v1');
    await box.enqueue({ vendorId: 'v1', kind: 'order-status', route, input: { body: { orderId: 'o1' } }, meta: { order: { customerName: 'Anita' } } });
    await add(box, 'b');
    await box.enqueue({ vendorId: 'v2', kind: 'prices', route, input: { body: 'theirs' }, meta: null });
    await box.discardAll();
    expect(box.entries()).toEqual([]);
    expect(await store.all('v1')).toEqual([]);
    expect((await store.all('v2')).map((e) => e.input.body)).toEqual(['theirs']);
  });

  it('a network failure stops the batch, keeps the order and waits longer each time; the same key every attempt', async () => {
    let online = false;
    const { box, calls, advance } = setup({ answer: async () => (online ? {} : Promise.reject(offline())) });
    await box.setVendor('v1');
    await add(box, 'a');
    await add(box, 'b');

    let r = await box.flush();
    expect(r.stopped).toBe(true);
    expect(calls.map((c) => c.body)).toEqual(['a']);
    expect(box.entries()[0]).toMatchObject({ attempts: 1, state: 'waiting' });
    const firstWait = box.nextAttemptAt()! - 1_000_000;
    expect(firstWait).toBe(BACKOFF_BASE_MS);

    // Not yet due: nothing is sent.
    r = await box.flush();
    expect(calls).toHaveLength(1);
    advance(firstWait);
    await box.flush();
    expect(calls).toHaveLength(2);
    expect(box.entries()[0]!.attempts).toBe(2);
    expect(box.nextAttemptAt()! - (1_000_000 + firstWait)).toBe(2 * BACKOFF_BASE_MS);

    // The network is back: a forced flush sends both, in order, 'a' with the key of its first attempt.
    online = true;
    r = await box.flush(true);
    expect(r.sent.map((e) => e.input.body)).toEqual(['a', 'b']);
    expect(calls[0]!.id).toBe(calls[2]!.id);
    expect(calls.slice(2).map((c) => c.body)).toEqual(['a', 'b']);
  });

  it('the network coming back while an attempt is failing sends at once after it, not after the backoff wait', async () => {
    // The attempt in flight fails on the network it started with; `online` fires meanwhile.
    let failInFlight: (() => void) | null = null;
    let online = false;
    const { box, calls } = setup({
      answer: () => (online ? Promise.resolve({}) : new Promise((_, reject) => (failInFlight = () => reject(offline())))),
    });
    await box.setVendor('v1');
    await add(box, 'a');
    const timerAttempt = box.flush();
    await vi.waitFor(() => expect(failInFlight).not.toBeNull());
    online = true;
    const onOnline = box.flush(true);
    const alsoOnline = box.flush(true);
    failInFlight!();
    expect((await timerAttempt).stopped).toBe(true);
    const r = await onOnline;
    expect(await alsoOnline).toBe(r);
    expect(r.sent.map((e) => e.input.body)).toEqual(['a']);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.id).toBe(calls[0]!.id);
    expect(box.entries()).toEqual([]);
  });

  it('a refused entry becomes a conflict, the others are still sent; Retry sends it again, Discard drops it', async () => {
    let refuse = true;
    const { box, calls } = setup({
      answer: async (e) => (e.input.body === 'b' && refuse ? Promise.reject(refused(409, 'ORDER_VERSION_CONFLICT')) : {}),
    });
    await box.setVendor('v1');
    await add(box, 'a');
    const b = await add(box, 'b');
    await add(box, 'c');
    const r = await box.flush();
    expect(r.sent.map((e) => e.input.body)).toEqual(['a', 'c']);
    expect(r.conflicts).toHaveLength(1);
    expect(box.entries()).toHaveLength(1);
    expect(box.entries()[0]).toMatchObject({ id: b.id, state: 'conflict', conflict: { status: 409, code: 'ORDER_VERSION_CONFLICT' } });

    // A conflict is not sent by itself.
    await box.flush(true);
    expect(calls.filter((c) => c.body === 'b')).toHaveLength(1);

    refuse = false;
    await box.retry(b.id);
    expect(box.entries()[0]).toMatchObject({ state: 'waiting' });
    await box.flush();
    expect(calls.filter((c) => c.body === 'b')).toHaveLength(2);
    expect(box.entries()).toEqual([]);

    const d = await add(box, 'd');
    await box.discard(d.id);
    expect(box.entries()).toEqual([]);
  });

  it('Retry with a rebuilt body sends it under a new key (one key, one body)', async () => {
    const { box, calls } = setup({ answer: async (e) => (e.input.body === 'old' ? Promise.reject(refused(409, 'PRICES_CHANGED')) : {}) });
    await box.setVendor('v1');
    const e = await add(box, 'old');
    await box.flush();
    await box.retry(e.id, { body: 'new' });
    await box.flush();
    expect(calls.map((c) => c.body)).toEqual(['old', 'new']);
    expect(calls[1]!.id).not.toBe(calls[0]!.id);
  });

  it('two tabs on one store send each entry once', async () => {
    const store = memoryStore();
    const lock = sharedLock();
    const sentIds: string[] = [];
    const answer = async (e: OutboxEntry) => {
      sentIds.push(e.id);
      await new Promise((r) => setTimeout(r, 1));
      return {};
    };
    const tabA = setup({ store, exclusive: lock, answer });
    const tabB = setup({ store, exclusive: lock, answer });
    await tabA.box.setVendor('v1');
    await tabB.box.setVendor('v1');
    await add(tabA.box, 'a');
    await add(tabA.box, 'b');
    await Promise.all([tabA.box.flush(), tabB.box.flush(), tabA.box.flush(), tabB.box.flush()]);
    expect(sentIds).toHaveLength(2);
    await tabB.box.reload();
    expect(tabB.box.entries()).toEqual([]);
  });

  it('survives a new page: the IndexedDB store gives the entries back in order', async () => {
    const name = `outbox-test-${Math.random()}`;
    const first = setup({ store: indexedDbStore(name), answer: () => Promise.reject(offline()) });
    await first.box.setVendor('v1');
    await add(first.box, 'a');
    await add(first.box, 'b');
    await first.box.flush();
    const again = setup({ store: indexedDbStore(name) });
    await again.box.setVendor('v1');
    expect(again.box.entries().map((e) => [e.input.body, e.attempts])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    await again.box.flush(true);
    expect(again.calls.map((c) => c.body)).toEqual(['a', 'b']);
    expect(again.box.entries()).toEqual([]);
  });
});

describe('backoffMs', () => {
  it('doubles from 2 s up to 5 min, with at most a fifth more at random', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, 0.999)).toBeLessThanOrEqual(2400);
  });
});

describe('classifySendError', () => {
  it('tells waiting from refused', () => {
    expect(classifySendError(offline())).toBe('transient');
    expect(classifySendError(refused(503, 'DATABASE_UNAVAILABLE'))).toBe('transient');
    expect(classifySendError(refused(409, 'IDEMPOTENCY_KEY_IN_USE'))).toBe('transient');
    expect(classifySendError(refused(401, CLIENT_ERROR_CODES.sessionExpired))).toBe('session');
    expect(classifySendError(refused(409, 'PRICES_CHANGED'))).toBe('conflict');
    expect(classifySendError(refused(404, 'ORDER_NOT_FOUND'))).toBe('conflict');
    expect(classifySendError(refused(400, 'INVALID_STATUS_CHANGE'))).toBe('conflict');
  });
});
