import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, readlinkSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * The lock of a PGlite data folder: a `<dataDir>.lock` file that names its owner beyond its PID, so
 * a lock can never outlive the process that took it.
 *
 * The record holds the PID, the process's start time (`/proc/<pid>/stat`, clock ticks since boot),
 * the boot id, the PID namespace and a random token; the owner also touches the file every few
 * seconds (heartbeat). Another process judges an existing lock with `judgeLock`:
 * - held by this very process (its token) → in use;
 * - written before the machine's last boot → stale;
 * - same PID namespace: the PID is this process's own (an earlier process with our PID, e.g. node as
 *   PID 1 in a restarted container) → stale; the PID is gone or a zombie (killed, not yet reaped) →
 *   stale; the PID is alive but started at another time (the PID was reused) → stale; otherwise in use;
 * - another PID namespace (another container sharing the folder), where PIDs say nothing → in use
 *   while the heartbeat is fresh, stale once it stops.
 * A lock in use is waited for (a short while: an old owner may be exiting), then refused.
 */

export interface LockRecord {
  pid: number;
  /** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
  startTime: string | null;
  bootId: string | null;
  /** e.g. `pid:[4026531836]`; null where there is no /proc. */
  pidNs: string | null;
  token: string;
  hostname: string;
  since: string;
}

/** What this process is, in the terms of a lock record. */
export interface ProcessIdentity {
  pid: number;
  startTime: string | null;
  bootId: string | null;
  pidNs: string | null;
}

/** What can be seen of another process of this PID namespace. */
export interface ProcessState {
  /** false when there is no such process, or it has exited and is a zombie waiting to be reaped. */
  alive: boolean;
  startTime: string | null;
}

export type ProcessProbe = (pid: number) => ProcessState;

export type LockVerdict = { kind: 'stale'; reason: string } | { kind: 'live'; reason: string };

export const HEARTBEAT_MS = 2_000;
/** A lock from another PID namespace whose file was not touched for this long is stale. */
export const STALE_HEARTBEAT_MS = 10_000;
/** How long a starting process waits for a live owner to go before refusing. */
export const DEFAULT_WAIT_MS = 15_000;
/** An unreadable record this young may be a lock being written by hand; older ones are garbage. */
const UNREADABLE_GRACE_MS = 2_000;

function readOr<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** `/proc/<pid>/stat` → state letter and start time. The command name may hold spaces and parentheses. */
export function parseProcStat(stat: string): { state: string; startTime: string } | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const fields = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state); start time is field 22.
  const state = fields[0];
  const startTime = fields[19];
  if (!state || !startTime || !/^\d+$/.test(startTime)) return null;
  return { state, startTime };
}

function startTimeOf(pid: number | 'self'): string | null {
  return readOr(() => parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.startTime ?? null, null);
}

export function currentIdentity(): ProcessIdentity {
  return {
    pid: process.pid,
    startTime: startTimeOf('self'),
    bootId: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null, null),
    pidNs: readOr(() => readlinkSync('/proc/self/ns/pid'), null),
  };
}

/** The live probe: /proc where there is one, `kill(pid, 0)` elsewhere. */
export const probeProcess: ProcessProbe = (pid) => {
  const stat = readOr(() => readFileSync(`/proc/${pid}/stat`, 'utf8'), null);
  if (stat !== null) {
    const parsed = parseProcStat(stat);
    if (!parsed) return { alive: true, startTime: null };
    return { alive: parsed.state !== 'Z' && parsed.state !== 'X', startTime: parsed.startTime };
  }
  if (readOr(() => statSync('/proc/self/stat').isFile(), false)) return { alive: false, startTime: null };
  try {
    process.kill(pid, 0);
    return { alive: true, startTime: null };
  } catch (err) {
    return { alive: (err as NodeJS.ErrnoException).code === 'EPERM', startTime: null };
  }
};

/** Reads a lock file's text: the JSON record, or the bare PID older versions wrote. null = unreadable. */
export function parseLockRecord(text: string): LockRecord | null {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { pid: Number(t), startTime: null, bootId: null, pidNs: null, token: '', hostname: '', since: '' };
  try {
    const r = JSON.parse(t) as Partial<LockRecord>;
    if (typeof r.pid !== 'number' || !Number.isInteger(r.pid) || r.pid <= 0 || typeof r.token !== 'string') return null;
    const s = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    return {
      pid: r.pid,
      startTime: s(r.startTime),
      bootId: s(r.bootId),
      pidNs: s(r.pidNs),
      token: r.token,
      hostname: s(r.hostname) ?? '',
      since: s(r.since) ?? '',
    };
  } catch {
    return null;
  }
}

/** Decides whether an existing lock still has an owner. Pure: every fact about the world is passed in. */
export function judgeLock(
  record: LockRecord | null,
  facts: { self: ProcessIdentity; probe: ProcessProbe; heartbeatAgeMs: number; heldTokens: ReadonlySet<string> },
): LockVerdict {
  const { self, probe, heartbeatAgeMs } = facts;
  if (record === null) {
    return heartbeatAgeMs < UNREADABLE_GRACE_MS ? { kind: 'live', reason: 'the lock is being written' } : { kind: 'stale', reason: 'unreadable lock record' };
  }
  if (record.token !== '' && facts.heldTokens.has(record.token)) return { kind: 'live', reason: 'held by this process' };
  if (record.bootId && self.bootId && record.bootId !== self.bootId) return { kind: 'stale', reason: 'written before the machine restarted' };
  // Without namespace facts (no /proc, or a bare-PID record of an older version) PIDs are compared as they are.
  const sameNamespace = record.pidNs === null || self.pidNs === null || record.pidNs === self.pidNs;
  if (!sameNamespace) {
    return heartbeatAgeMs > STALE_HEARTBEAT_MS
      ? { kind: 'stale', reason: `owner in another PID namespace, no heartbeat for ${Math.round(heartbeatAgeMs / 1000)} s` }
      : { kind: 'live', reason: 'owner in another PID namespace, heartbeat fresh' };
  }
  if (record.pid === self.pid) {
    if (record.startTime !== null && record.startTime === self.startTime) return { kind: 'live', reason: 'held by this process' };
    return { kind: 'stale', reason: `left by an earlier process with this PID (${record.pid})` };
  }
  const state = probe(record.pid);
  if (!state.alive) return { kind: 'stale', reason: `process ${record.pid} has exited` };
  if (record.startTime !== null && state.startTime !== null && record.startTime !== state.startTime) {
    return { kind: 'stale', reason: `PID ${record.pid} now belongs to another process` };
  }
  return { kind: 'live', reason: `process ${record.pid} is running` };
}

const HELD_KEY = Symbol.for('vd.api.dataDirLocks');
/** Tokens of the locks this process holds (on globalThis: one set even if this module loads twice). */
function heldTokens(): Set<string> {
  const g = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  g[HELD_KEY] ??= new Set<string>();
  return g[HELD_KEY];
}

export interface LockOptions {
  /** How long to wait for a live owner to go; default DEFAULT_WAIT_MS. */
  waitMs?: number;
  pollMs?: number;
  heartbeatMs?: number;
  self?: ProcessIdentity;
  probe?: ProcessProbe;
  /** Told when a stale lock is taken over, and why. */
  onTakeover?: (reason: string, previous: LockRecord | null) => void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tryCreate(lockPath: string, text: string, token: string): boolean {
  // Written in full to a private file, then linked into place: the lock never exists half-written,
  // and link() fails with EEXIST when someone else got there first.
  const tmp = `${lockPath}.${token}.tmp`;
  writeFileSync(tmp, text, { flag: 'wx' });
  try {
    linkSync(tmp, lockPath);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    // A filesystem without hard links: exclusive create.
    try {
      writeFileSync(lockPath, text, { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  } finally {
    readOr(() => unlinkSync(tmp), undefined);
  }
}

/**
 * Takes `<dataDir>.lock` for this process, taking over a stale lock at once and waiting up to
 * `waitMs` for a live owner to go. Returns the release function (idempotent).
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  const self = options.self ?? currentIdentity();
  const probe = options.probe ?? probeProcess;
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  const pollMs = options.pollMs ?? 100;
  const token = randomBytes(16).toString('hex');
  const record: LockRecord = {
    pid: self.pid,
    startTime: self.startTime,
    bootId: self.bootId,
    pidNs: self.pidNs,
    token,
    hostname: hostname(),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(record)}\n`;
  const deadline = Date.now() + waitMs;

  for (;;) {
    if (tryCreate(lockPath, text, token)) break;
    let existing: string;
    let mtimeMs: number;
    try {
      existing = readFileSync(lockPath, 'utf8');
      mtimeMs = statSync(lockPath).mtimeMs;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
      throw err;
    }
    const previous = parseLockRecord(existing);
    const verdict = judgeLock(previous, { self, probe, heartbeatAgeMs: Date.now() - mtimeMs, heldTokens: heldTokens() });
    if (verdict.kind === 'stale') {
      // Remove it only if it is still the record just judged (another starter may have replaced it).
      if (readOr(() => readFileSync(lockPath, 'utf8'), null) === existing) {
        try {
          unlinkSync(lockPath);
          options.onTakeover?.(verdict.reason, previous);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      continue;
    }
    if (Date.now() >= deadline) {
      const who = previous ? `process ${previous.pid}${previous.hostname ? ` on ${previous.hostname}` : ''}` : 'another process';
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is in use by ${who} (${verdict.reason}; waited ${Math.round(waitMs / 1000)} s). Stop it first, or use DATABASE_URL to run several API processes on one database.`,
      );
    }
    await sleep(pollMs);
  }

  heldTokens().add(token);
  const beat = setInterval(() => {
    const now = new Date();
    readOr(() => utimesSync(lockPath, now, now), undefined);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  beat.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(beat);
    heldTokens().delete(token);
    const current = readOr(() => parseLockRecord(readFileSync(lockPath, 'utf8')), null);
    if (current?.token === token) readOr(() => unlinkSync(lockPath), undefined);
  };
}
