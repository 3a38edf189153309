import { describe, expect, it } from 'vitest';
import { setShopStatus } from '@vd/contract/routes';
import { Outbox } from './outbox';
import { judgeShopStatus, SHOP_STATUS_CHANGED, shopStatusBasis } from './shop-status';
import { memoryStore } from './store';
import type { OutboxEntry } from './types';

const NOW = new Date('2030-01-10T10:00:00Z');
const LATER = '2030-01-10T18:00:00.000Z';
const EARLIER = '2030-01-10T09:00:00.000Z';
const live = { status: 'Approved', offlineUntil: null };

/** A kept "shop offline" made while the shop was live. */
function goingOffline(extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'k1',
    seq: 1,
    vendorId: 'v1',
    kind: 'shop-status',
    route: setShopStatus,
    input: { query: { vendorId: 'v1', status: 'OutOfStation' } },
    meta: { status: 'OutOfStation' },
    createdAt: 0,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    basis: live,
    ...extra,
  };
}

describe('a kept shop-status change against the status the API has now', () => {
  it('is sent while the shop is as it was when the change was made', () => {
    expect(judgeShopStatus(goingOffline(), { status: 'Approved', offlineUntil: null }, NOW)).toBe('send');
    // Offline until a time that has passed reads live: the change was made from live, so it goes.
    expect(judgeShopStatus(goingOffline(), { status: 'OutOfStation', offlineUntil: EARLIER }, NOW)).toBe('send');
  });

  it('is not applied when the status was changed since on another device (a conflict, not a send)', () => {
    const verdict = judgeShopStatus(
      goingOffline({ input: { query: { vendorId: 'v1', status: 'OutOfStation', offlineUntil: LATER } } }),
      { status: 'OutOfStation', offlineUntil: '2030-01-11T03:30:00.000Z' },
      NOW,
    );
    expect(verdict).toMatchObject({ status: 409, code: SHOP_STATUS_CHANGED, data: { currentStatus: 'OutOfStation' } });
    // Went live from offline here; meanwhile it was set offline until later elsewhere.
    const goingLive = goingOffline({ input: { query: { vendorId: 'v1', status: 'Approved' } }, basis: { status: 'OutOfStation', offlineUntil: null } });
    expect(judgeShopStatus(goingLive, { status: 'OutOfStation', offlineUntil: LATER }, NOW)).toMatchObject({ code: SHOP_STATUS_CHANGED });
  });

  it('is dropped when the shop already is as it asks', () => {
    expect(judgeShopStatus(goingOffline(), { status: 'OutOfStation', offlineUntil: null }, NOW)).toBe('settled');
  });

  it('without a basis (Retry asked by the vendor) goes as it is', () => {
    expect(judgeShopStatus(goingOffline({ basis: null }), { status: 'OutOfStation', offlineUntil: LATER }, NOW)).toBe('send');
  });

  it('is made from what the last waiting change asks, else from the vendor record as the page has it', () => {
    expect(shopStatusBasis([], { status: 'OutOfStation', offlineUntil: LATER }, NOW)).toEqual({ status: 'OutOfStation', offlineUntil: LATER });
    expect(shopStatusBasis([], { status: 'OutOfStation', offlineUntil: EARLIER }, NOW)).toEqual(live);
    expect(shopStatusBasis([goingOffline()], { status: 'Approved', offlineUntil: null }, NOW)).toEqual({ status: 'OutOfStation', offlineUntil: null });
    expect(shopStatusBasis([goingOffline({ state: 'conflict' })], { status: 'Approved' }, NOW)).toEqual(live);
  });
});

describe('the outbox with the shop-status check', () => {
  function setup(current: { status: string; offlineUntil: string | null }) {
    const sent: string[] = [];
    const box = new Outbox({
      store: memoryStore(),
      send: async (e) => sent.push(e.id),
      sessionVendor: () => 'v1',
      check: async (e) => judgeShopStatus(e, current, NOW),
      exclusive: (fn) => fn(),
      newId: () => 'k1',
    });
    return { box, sent, current };
  }

  it('keeps a stale "shop offline" as a conflict; Retry sends it as it is', async () => {
    const { box, sent, current } = setup({ status: 'OutOfStation', offlineUntil: LATER });
    await box.setVendor('v1');
    await box.enqueue({ vendorId: 'v1', kind: 'shop-status', route: setShopStatus, input: { query: { status: 'OutOfStation' } }, meta: {}, basis: live });
    const r = await box.flush(true);
    expect(sent).toEqual([]);
    expect(r.conflicts).toHaveLength(1);
    expect(box.entries()[0]).toMatchObject({ state: 'conflict', conflict: { code: SHOP_STATUS_CHANGED } });
    current.status = 'Approved';
    current.offlineUntil = null;
    await box.retry('k1');
    expect(box.entries()[0]!.basis).toBeUndefined();
    await box.flush(true);
    expect(sent).toEqual(['k1']);
  });

  it('drops a change the shop already has, without sending it', async () => {
    const { box, sent } = setup({ status: 'OutOfStation', offlineUntil: null });
    await box.setVendor('v1');
    await box.enqueue({ vendorId: 'v1', kind: 'shop-status', route: setShopStatus, input: { query: { status: 'OutOfStation' } }, meta: {}, basis: live });
    const r = await box.flush(true);
    expect(sent).toEqual([]);
    expect(r.settled).toHaveLength(1);
    expect(box.entries()).toEqual([]);
  });
});
