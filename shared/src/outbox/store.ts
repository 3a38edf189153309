import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb';
import { SHOP_STATUS } from '@vd/contract/rules';
import type { OutboxEntry, ShopStatusBasis } from './types';

/** Where the entries live: IndexedDB survives a reload, closing the tab and a restart. */
export interface OutboxStore {
  all(vendorId: string): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  /** Deletes every entry of the vendor (sign-out: the entries and the customer data in them go). */
  removeAll(vendorId: string): Promise<void>;
  /**
   * False once an entry has been kept in the page's memory only (no IndexedDB, or it could not be
   * opened): closing the page loses it. True while every entry kept went to the phone (IndexedDB).
   */
  keptOnPhone(): boolean;
}

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { vendorId: string } };
}

export const OUTBOX_DB_NAME = 'vd-outbox';

/**
 * The database's version. Its upgrade runs every step from the version found on the phone (0: none)
 * up to this one, so a phone that kept entries under any earlier version opens with them:
 * 1. the `entries` store (key `id`) and its `vendorId` index;
 * 2. a shop-status entry records the status it was made from (`basis`), so a change made elsewhere
 *    since is not overwritten; entries kept before have none and are given the status the switch
 *    changed from (the toggle only goes between live and offline, so that is the other one).
 */
export const OUTBOX_DB_VERSION = 2;

type UpgradeTx = IDBPTransaction<OutboxDb, StoreNames<OutboxDb>[], 'versionchange'>;

async function upgrade(db: IDBPDatabase<OutboxDb>, oldVersion: number, tx: UpgradeTx): Promise<void> {
  if (oldVersion < 1) {
    const entries = db.createObjectStore('entries', { keyPath: 'id' });
    entries.createIndex('vendorId', 'vendorId');
  }
  if (oldVersion < 2 && oldVersion >= 1) {
    let cursor = await tx.objectStore('entries').openCursor();
    while (cursor) {
      const entry = cursor.value;
      if (entry.kind === 'shop-status' && entry.basis === undefined) await cursor.update({ ...entry, basis: basisBefore(entry) });
      cursor = await cursor.continue();
    }
  }
}

/** The status a kept shop-status change was made from: the other side of the toggle. */
function basisBefore(entry: OutboxEntry): ShopStatusBasis | null {
  const status = (entry.input.query as { status?: unknown } | undefined)?.status;
  if (status === SHOP_STATUS.offline) return { status: SHOP_STATUS.live, offlineUntil: null };
  if (status === SHOP_STATUS.live) return { status: SHOP_STATUS.offline, offlineUntil: null };
  return null;
}

export interface IndexedDbStoreOptions {
  /**
   * Called when the upgrade waits on a connection of an earlier version (a tab of the previous
   * page still open, which does not close it): the open goes on once that tab closes or reloads.
   */
  onBlocked?: () => void;
}

/** The IndexedDB store (through `idb`). Opened on first use; a failed open is tried again on the next use. */
export function indexedDbStore(name = OUTBOX_DB_NAME, options: IndexedDbStoreOptions = {}): OutboxStore & { open(): Promise<unknown> } {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () => {
    db ??= openDB<OutboxDb>(name, OUTBOX_DB_VERSION, {
      upgrade: (d, oldVersion, _newVersion, tx) => {
        upgrade(d, oldVersion, tx).catch((error: unknown) => {
          console.warn('[outbox] the kept changes could not be upgraded', error);
          tx.abort();
        });
      },
      blocked: () => options.onBlocked?.(),
      // A newer page in another tab needs this connection closed to upgrade: the next use opens it again.
      blocking: () => {
        const closing = db;
        db = null;
        void closing?.then((d) => d.close());
      },
    }).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  return {
    open,
    async all(vendorId) {
      const rows = await (await open()).getAllFromIndex('entries', 'vendorId', vendorId);
      return rows.sort((a, b) => a.seq - b.seq);
    },
    async get(id) {
      return (await open()).get('entries', id);
    },
    async put(entry) {
      await (await open()).put('entries', entry);
    },
    async remove(id) {
      await (await open()).delete('entries', id);
    },
    async removeAll(vendorId) {
      const tx = (await open()).transaction('entries', 'readwrite');
      const keys = await tx.store.index('vendorId').getAllKeys(vendorId);
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
    },
    keptOnPhone: () => true,
  };
}

/** An in-memory store (tests, and a browser without IndexedDB: kept for the page's life only). */
export function memoryStore(): OutboxStore {
  const rows = new Map<string, OutboxEntry>();
  return {
    async all(vendorId) {
      return [...rows.values()].filter((e) => e.vendorId === vendorId).sort((a, b) => a.seq - b.seq);
    },
    async get(id) {
      return rows.get(id);
    },
    async put(entry) {
      rows.set(entry.id, structuredClone(entry));
    },
    async remove(id) {
      rows.delete(id);
    },
    async removeAll(vendorId) {
      for (const [id, entry] of rows) if (entry.vendorId === vendorId) rows.delete(id);
    },
    keptOnPhone: () => false,
  };
}

/**
 * The page's store: IndexedDB where the browser has it and lets it be opened, else the page's memory
 * (private modes and some in-app browsers refuse IndexedDB or have none; an open that waits on a tab
 * of the previous page would leave every change hanging). Once IndexedDB has failed to open, the
 * page keeps its entries in memory from then on; `keptOnPhone` says which.
 */
export function phoneStore(name = OUTBOX_DB_NAME, hasIndexedDb = typeof indexedDB !== 'undefined'): OutboxStore {
  const memory = memoryStore();
  let keptInMemory = false;
  let current: OutboxStore | null = hasIndexedDb ? null : memory;
  let choosing: Promise<OutboxStore> | null = null;
  const useMemory = (why: string, error?: unknown) => {
    console.warn(`[outbox] ${why}: changes are kept for this page only`, error ?? '');
    current ??= memory;
  };
  let settle: (store: OutboxStore) => void = () => undefined;
  const disk = indexedDbStore(name, {
    onBlocked: () => {
      useMemory('IndexedDB waits on a tab of an earlier version');
      settle(memory);
    },
  });
  const store = (): Promise<OutboxStore> => {
    if (current) return Promise.resolve(current);
    choosing ??= new Promise<OutboxStore>((resolve) => {
      settle = resolve;
      disk.open().then(
        () => {
          current ??= disk;
          resolve(current);
        },
        (error: unknown) => {
          useMemory('IndexedDB cannot be opened', error);
          resolve(memory);
        },
      );
    });
    return choosing;
  };
  return {
    all: async (vendorId) => (await store()).all(vendorId),
    get: async (id) => (await store()).get(id),
    put: async (entry) => {
      const target = await store();
      await target.put(entry);
      if (target === memory) keptInMemory = true;
    },
    remove: async (id) => (await store()).remove(id),
    removeAll: async (vendorId) => (await store()).removeAll(vendorId),
    keptOnPhone: () => !keptInMemory,
  };
}
