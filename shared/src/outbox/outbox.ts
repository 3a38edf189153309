import type { Route } from '@vd/contract/routes';
import { backoffMs } from './backoff';
import { classifySendError } from './classify';
import type { OutboxStore } from './store';
import type { FlushResult, OutboxConflict, OutboxEntry, OutboxKind } from './types';

/** What to do with an entry before it is sent: send it, drop it (the API already is as it asks), or keep it as a conflict. */
export type SendCheck = 'send' | 'settled' | OutboxConflict;

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends one entry with its Idempotency-Key and its vendor's X-Vendor-Id; resolves with the API's answer, rejects with ApiError. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  /**
   * The vendor whose session is stored now (null: none, or not known to this page). An entry is sent
   * only while this is its own vendor; otherwise it waits, untouched, for that vendor's session.
   */
  sessionVendor: () => string | null;
  /** Asked before an entry is sent (may read the API); rejects like `send` when it cannot tell. */
  check?: (entry: OutboxEntry) => Promise<SendCheck>;
  /** Runs fn while this tab is the only sender; resolves null without running it when another tab is sending. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T | null>;
  /** Tells the page's other tabs the entries changed. */
  broadcast?: () => void;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
}

export interface NewEntry<Meta> {
  vendorId: string;
  kind: OutboxKind;
  route: Pick<Route, 'id' | 'method' | 'path' | 'service'>;
  input: OutboxEntry['input'];
  meta: Meta;
  /** The key of a first attempt that may have reached the API: kept so the API applies it once. */
  id?: string;
  /** A shop-status change: the status it was made from (see OutboxEntry.basis). */
  basis?: OutboxEntry['basis'];
}

type Listener = () => void;

/**
 * The outbox of the page: writes kept while the API cannot be reached and sent by
 * themselves, in the order they were made, once each (every attempt carries the entry's key).
 * Holds a copy of the signed-in vendor's entries for the screens (`entries()`, `subscribe()`).
 */
export class Outbox {
  private vendorId: string | null = null;
  private rows: OutboxEntry[] = [];
  private listeners = new Set<Listener>();
  private flushing: Promise<FlushResult> | null = null;
  private forcedNext: Promise<FlushResult> | null = null;
  private seqFloor = 0;

  constructor(private readonly deps: OutboxDeps) {}

  private now() {
    return (this.deps.now ?? Date.now)();
  }

  /** The vendor whose entries the page shows and sends (null after sign-out). */
  async setVendor(vendorId: string | null): Promise<void> {
    this.vendorId = vendorId;
    await this.reload();
  }

  /** Reads the entries again (another tab changed them). */
  async reload(): Promise<void> {
    const vendorId = this.vendorId;
    const rows = vendorId === null ? [] : await this.deps.store.all(vendorId);
    if (vendorId !== this.vendorId) return;
    this.rows = rows;
    this.emit();
  }

  entries(): readonly OutboxEntry[] {
    return this.rows;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    for (const l of [...this.listeners]) l();
  }

  private changed() {
    this.deps.broadcast?.();
    return this.reload();
  }

  /** Keeps a write for later. */
  async enqueue<Meta>(input: NewEntry<Meta>): Promise<OutboxEntry<Meta>> {
    const now = this.now();
    const last = this.rows.reduce((m, e) => Math.max(m, e.seq), 0);
    // Strictly after every entry this tab knows and never twice in one millisecond.
    const seq = Math.max(now, last + 1, this.seqFloor + 1);
    this.seqFloor = seq;
    const entry: OutboxEntry<Meta> = {
      id: input.id ?? (this.deps.newId ?? (() => crypto.randomUUID()))(),
      seq,
      vendorId: input.vendorId,
      kind: input.kind,
      route: { id: input.route.id, method: input.route.method, path: input.route.path, service: input.route.service },
      input: input.input,
      meta: input.meta,
      createdAt: now,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: now,
      ...(input.basis ? { basis: input.basis } : {}),
    };
    await this.deps.store.put(entry as OutboxEntry);
    await this.changed();
    return entry;
  }

  /**
   * Sends the waiting entries in order, one tab at a time. A transient failure stops the batch
   * (what follows waits, in order) and schedules the entry with a growing wait; a refusal marks the
   * entry a conflict and the batch goes on. `force` ignores the waits (the network came back).
   */
  flush(force = false): Promise<FlushResult> {
    const running = this.flushing;
    if (running === null) {
      const run = this.runFlush(force).finally(() => {
        if (this.flushing === run) this.flushing = null;
      });
      this.flushing = run;
      return run;
    }
    if (!force) return running;
    // The network came back (or a retry was asked) while a batch was being sent: that batch may be
    // failing on the network it started with and would leave the rest to the backoff wait, so one
    // more forced batch follows it (one, however many ask meanwhile).
    const again = () => {
      this.forcedNext = null;
      return this.flush(true);
    };
    this.forcedNext ??= running.then(again, again);
    return this.forcedNext;
  }

  /** True while the stored session is `vendorId`'s: its entries may be sent. */
  canSendAs(vendorId: string | null): boolean {
    return vendorId !== null && this.deps.sessionVendor() === vendorId;
  }

  private async runFlush(force: boolean): Promise<FlushResult> {
    const result: FlushResult = { sent: [], conflicts: [], settled: [], stopped: false };
    const vendorId = this.vendorId;
    if (vendorId === null) return result;
    if (!this.canSendAs(vendorId)) {
      result.stopped = true;
      return result;
    }
    const ran = await this.deps.exclusive(async () => {
      // Read inside the lock: another tab may have sent some already.
      const rows = await this.deps.store.all(vendorId);
      for (const row of rows) {
        if (row.state !== 'waiting') continue;
        if (!force && row.nextAttemptAt > this.now()) {
          result.stopped = true;
          break;
        }
        // The session may have ended or changed hands during the batch (another tab): the rest waits.
        if (!this.canSendAs(row.vendorId)) {
          result.stopped = true;
          break;
        }
        // Gone meanwhile (discarded in another tab)?
        if (!(await this.deps.store.get(row.id))) continue;
        try {
          const verdict = this.deps.check ? await this.deps.check(row) : 'send';
          if (verdict === 'settled') {
            await this.deps.store.remove(row.id);
            result.settled.push(row);
            continue;
          }
          if (verdict !== 'send') {
            const conflicted: OutboxEntry = { ...row, state: 'conflict', attempts: row.attempts + 1, conflict: verdict };
            await this.deps.store.put(conflicted);
            result.conflicts.push(conflicted);
            continue;
          }
          if (!this.canSendAs(row.vendorId)) {
            result.stopped = true;
            break;
          }
          await this.deps.send(row);
          await this.deps.store.remove(row.id);
          result.sent.push(row);
        } catch (error) {
          const failure = classifySendError(error);
          if (failure === 'conflict') {
            const conflicted: OutboxEntry = { ...row, state: 'conflict', attempts: row.attempts + 1, conflict: conflictOf(error) };
            await this.deps.store.put(conflicted);
            result.conflicts.push(conflicted);
            continue;
          }
          const attempts = row.attempts + 1;
          await this.deps.store.put({ ...row, attempts, nextAttemptAt: this.now() + backoffMs(attempts, (this.deps.random ?? Math.random)()) });
          result.stopped = true;
          break;
        }
      }
      return true;
    });
    if (ran === null) result.stopped = true;
    if (result.sent.length > 0 || result.conflicts.length > 0 || result.settled.length > 0 || ran !== null) await this.changed();
    return result;
  }

  /** When the first waiting entry (the rest wait behind it, in order) may be sent (ms), or null when none waits. */
  nextAttemptAt(): number | null {
    return this.rows.find((e) => e.state === 'waiting')?.nextAttemptAt ?? null;
  }

  /**
   * Sends a refused entry again (with `input` when the area rebuilt it, e.g. on the prices as they
   * now are). Asked by the vendor, it goes as it is: the status it was made from is no longer checked.
   */
  async retry(id: string, input?: OutboxEntry['input']): Promise<void> {
    const row = await this.deps.store.get(id);
    if (!row) return;
    const next: OutboxEntry = { ...row, state: 'waiting', nextAttemptAt: this.now() };
    delete next.conflict;
    delete next.basis;
    if (input) {
      next.input = input;
      // Another request: another key (the API refuses one key with two bodies).
      await this.deps.store.remove(id);
      next.id = (this.deps.newId ?? (() => crypto.randomUUID()))();
    }
    await this.deps.store.put(next);
    await this.changed();
  }

  /** Drops an entry: the change is not sent. */
  async discard(id: string): Promise<void> {
    await this.deps.store.remove(id);
    await this.changed();
  }

  /** Deletes every entry of the page's vendor (sign-out, once the vendor agreed): nothing of them stays on the phone. */
  async discardAll(): Promise<void> {
    const vendorId = this.vendorId;
    if (vendorId === null) return;
    await this.deps.store.removeAll(vendorId);
    await this.changed();
  }
}

function conflictOf(error: unknown): OutboxConflict {
  const e = error as { status?: number | null; code?: string | null; apiMessage?: string | null; data?: unknown };
  return { status: e.status ?? 0, code: e.code ?? null, message: e.apiMessage ?? null, data: e.data };
}
