import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry } from './types';

/** Where the entries live: IndexedDB survives a reload, closing the tab and a restart. */
export interface OutboxStore {
  all(vendorId: string): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { vendorId: string } };
}

export const OUTBOX_DB_NAME = 'vd-outbox';

/** The IndexedDB store (through `idb`). Opened on first use. */
export function indexedDbStore(name = OUTBOX_DB_NAME): OutboxStore {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () => {
    db ??= openDB<OutboxDb>(name, 1, {
      upgrade(d) {
        const entries = d.createObjectStore('entries', { keyPath: 'id' });
        entries.createIndex('vendorId', 'vendorId');
      },
    });
    return db;
  };
  return {
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
  };
}
