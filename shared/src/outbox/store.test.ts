import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeOrderStatus, setShopStatus } from '@vd/contract/routes';
import { indexedDbStore, OUTBOX_DB_VERSION, phoneStore } from './store';
import type { OutboxEntry } from './types';

afterEach(() => vi.restoreAllMocks());

const newName = () => `outbox-store-test-${Math.random()}`;

function entry(id: string, seq: number, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    seq,
    vendorId: 'v1',
    kind: 'order-status',
    route: changeOrderStatus,
    input: { body: { orderId: `o-${id}`, status: 'Completed' } },
    meta: { order: { orderId: `o-${id}`, customerName: 'Anita' } },
    createdAt: seq,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: seq,
    ...extra,
  };
}

/** An entry as version 1 of the page kept it (no basis). */
const shopOfflineV1 = (): OutboxEntry => {
  const { basis: _none, ...kept } = entry('s1', 3, {
    kind: 'shop-status',
    route: setShopStatus,
    input: { query: { vendorId: 'v1', status: 'OutOfStation' } },
    meta: { status: 'OutOfStation' },
  });
  return kept;
};

/** Opens `name` at `version` with plain IndexedDB, as that version of the page made it, and keeps `rows`. */
function openRaw(name: string, version: number, make: (db: IDBDatabase) => void, rows: OutboxEntry[] = [], close = true): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => {
      make(request.result);
      const store = request.transaction!.objectStore('entries');
      for (const row of rows) store.put(row);
    };
    request.onsuccess = () => {
      if (close) request.result.close();
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  });
}

/**
 * Every earlier version of the database, as that version of the page created it, with entries kept
 * in it. A new version adds its predecessor here (the check below fails until it does).
 */
const EARLIER_VERSIONS: Record<number, ((name: string) => Promise<void>) | null> = {
  // 0: nothing on the phone yet.
  0: null,
  1: async (name) => {
    await openRaw(name, 1, (db) => db.createObjectStore('entries', { keyPath: 'id' }).createIndex('vendorId', 'vendorId'), [
      entry('a', 1),
      entry('b', 2),
      shopOfflineV1(),
      entry('x', 4, { vendorId: 'v2' }),
    ]);
  },
};

describe('the outbox database', () => {
  it('knows every earlier version', () => {
    expect(Object.keys(EARLIER_VERSIONS).map(Number)).toEqual(Array.from({ length: OUTBOX_DB_VERSION }, (_, v) => v));
  });

  it.each(Object.keys(EARLIER_VERSIONS).map(Number))('opens a phone that has version %i with everything it kept', async (version) => {
    const name = newName();
    await EARLIER_VERSIONS[version]?.(name);
    const store = indexedDbStore(name);
    const kept = await store.all('v1');
    if (version === 0) expect(kept).toEqual([]);
    else {
      expect(kept.map((e) => e.id)).toEqual(['a', 'b', 's1']);
      expect((await store.all('v2')).map((e) => e.id)).toEqual(['x']);
      expect(kept[0]).toEqual(entry('a', 1));
      // A kept "shop offline" was made from live (the switch only goes between the two).
      expect(kept[2]!.basis).toEqual({ status: 'Approved', offlineUntil: null });
    }
    // And works on: a new entry, one deleted, all of a vendor's deleted.
    await store.put(entry('n', 10));
    await store.remove('a');
    expect((await store.all('v1')).map((e) => e.id)).toEqual(version === 0 ? ['n'] : ['b', 's1', 'n']);
    await store.removeAll('v1');
    expect(await store.all('v1')).toEqual([]);
    expect(await store.all('v2')).toHaveLength(version === 0 ? 0 : 1);
  });
});

describe('phoneStore', () => {
  it('keeps the entries on the phone where IndexedDB opens', async () => {
    const store = phoneStore(newName());
    await store.put(entry('a', 1));
    expect(store.keptOnPhone()).toBe(true);
    expect(await store.all('v1')).toHaveLength(1);
  });

  it('keeps them in the page only, and says so, where the browser has no IndexedDB', async () => {
    const store = phoneStore(newName(), false);
    await store.put(entry('a', 1));
    expect(store.keptOnPhone()).toBe(false);
    expect(await store.all('v1')).toHaveLength(1);
  });

  it('keeps them in the page only where IndexedDB refuses to open (a newer version, private mode)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = newName();
    await openRaw(name, OUTBOX_DB_VERSION + 1, (db) => db.createObjectStore('entries', { keyPath: 'id' }));
    const store = phoneStore(name);
    await store.put(entry('a', 1));
    expect(store.keptOnPhone()).toBe(false);
    expect(await store.all('v1')).toHaveLength(1);
  });

  it('does not hang while a tab of the previous page holds the database open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = newName();
    const old = await openRaw(name, 1, (db) => db.createObjectStore('entries', { keyPath: 'id' }).createIndex('vendorId', 'vendorId'), [], false);
    const store = phoneStore(name);
    await store.put(entry('a', 1));
    expect(store.keptOnPhone()).toBe(false);
    expect(await store.all('v1')).toHaveLength(1);
    old.close();
  });
});
