import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  currentIdentity,
  judgeLock,
  type LockRecord,
  lockDataDir,
  parseLockRecord,
  parseProcStat,
  type ProcessIdentity,
  type ProcessProbe,
} from './data-dir-lock.js';

const tempDir = () => join(mkdtempSync(join(tmpdir(), 'vd-lock-')), 'api');
const self: ProcessIdentity = { pid: 1, startTime: '5000', bootId: 'boot-a', pidNs: 'pid:[1]' };
const record = (over: Partial<LockRecord> = {}): LockRecord => ({
  pid: 42,
  startTime: '100',
  bootId: 'boot-a',
  pidNs: 'pid:[1]',
  token: 'tok',
  hostname: 'h',
  since: '',
  ...over,
});
const facts = (probe: ProcessProbe, over: { heartbeatAgeMs?: number; heldTokens?: Set<string>; self?: ProcessIdentity } = {}) => ({
  self: over.self ?? self,
  probe,
  heartbeatAgeMs: over.heartbeatAgeMs ?? 0,
  heldTokens: over.heldTokens ?? new Set<string>(),
});
const alive =
  (startTime: string | null): ProcessProbe =>
  () => ({ alive: true, startTime });
const gone: ProcessProbe = () => ({ alive: false, startTime: null });

describe('parseProcStat', () => {
  it('reads state and start time, even with spaces and parentheses in the command name', () => {
    const stat = '4242 (node (worker) x) S 1 4242 4242 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 11 0 987654 1000 100 18446744073709551615';
    expect(parseProcStat(stat)).toEqual({ state: 'S', startTime: '987654' });
    expect(parseProcStat('garbage')).toBeNull();
  });
});

describe('parseLockRecord', () => {
  it('reads JSON records and the bare PID of older versions; refuses garbage', () => {
    expect(parseLockRecord(`${JSON.stringify(record())}\n`)).toMatchObject({ pid: 42, startTime: '100', token: 'tok' });
    expect(parseLockRecord('1234\n')).toMatchObject({ pid: 1234, startTime: null, pidNs: null, token: '' });
    expect(parseLockRecord('')).toBeNull();
    expect(parseLockRecord('{"pid":-3,"token":"x"}')).toBeNull();
  });
});

describe('judgeLock', () => {
  it('same PID as this process but another start time: an earlier process (container restart) → taken over', () => {
    const v = judgeLock(record({ pid: self.pid, startTime: '4000' }), facts(alive(self.startTime)));
    expect(v).toMatchObject({ kind: 'stale' });
    expect(v.reason).toMatch(/earlier process with this PID/);
  });
  it('same PID and same start time is this process; so is a token it holds', () => {
    expect(judgeLock(record({ pid: self.pid, startTime: self.startTime }), facts(alive(self.startTime))).kind).toBe('live');
    expect(judgeLock(record({ token: 'mine' }), facts(gone, { heldTokens: new Set(['mine']) })).kind).toBe('live');
  });
  it('PID reused by another live process (start time differs) → taken over', () => {
    const v = judgeLock(record({ startTime: '100' }), facts(alive('777')));
    expect(v).toMatchObject({ kind: 'stale' });
    expect(v.reason).toMatch(/now belongs to another process/);
  });
  it('owner exited or is a zombie (killed, not yet reaped) → taken over; owner running → in use', () => {
    expect(judgeLock(record(), facts(gone)).kind).toBe('stale');
    expect(judgeLock(record(), facts(alive('100'))).kind).toBe('live');
  });
  it('a record from before the last boot is stale whatever its PID', () => {
    expect(judgeLock(record({ bootId: 'boot-old' }), facts(alive('100'))).kind).toBe('stale');
  });
  it('another PID namespace: in use while the heartbeat is fresh, stale once it stops', () => {
    const other = record({ pidNs: 'pid:[2]', pid: self.pid });
    expect(judgeLock(other, facts(gone, { heartbeatAgeMs: 3_000 })).kind).toBe('live');
    expect(judgeLock(other, facts(gone, { heartbeatAgeMs: 60_000 })).kind).toBe('stale');
  });
  it('an unreadable record: in use for a moment (being written), then stale', () => {
    expect(judgeLock(null, facts(gone, { heartbeatAgeMs: 100 })).kind).toBe('live');
    expect(judgeLock(null, facts(gone, { heartbeatAgeMs: 5_000 })).kind).toBe('stale');
  });
});

describe('lockDataDir', () => {
  it('keeps a second opener of this process out until released, then frees the folder', async () => {
    const dir = tempDir();
    const unlock = await lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const rec = parseLockRecord(readFileSync(`${dir}.lock`, 'utf8'));
    expect(rec).toMatchObject({ pid: process.pid, startTime: currentIdentity().startTime });
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(/in use by process \d+.*held by this process/);
    unlock();
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await lockDataDir(dir, { waitMs: 0 });
    again();
  });

  it('takes over at once a lock with this PID but another start time (node as PID 1 restarted)', async () => {
    const dir = tempDir();
    const me = currentIdentity();
    writeFileSync(`${dir}.lock`, JSON.stringify(record({ pid: process.pid, startTime: '1', bootId: me.bootId, pidNs: me.pidNs })));
    const reasons: string[] = [];
    const unlock = await lockDataDir(dir, { waitMs: 0, onTakeover: (r) => reasons.push(r) });
    expect(reasons).toEqual([`left by an earlier process with this PID (${process.pid})`]);
    expect(parseLockRecord(readFileSync(`${dir}.lock`, 'utf8'))?.startTime).toBe(me.startTime);
    unlock();
  });

  it('takes over a lock naming a live process whose start time does not match (PID reused), and a dead PID', async () => {
    const dir = tempDir();
    const me = currentIdentity();
    // The parent of this test process is alive, but it did not start at tick 1.
    writeFileSync(`${dir}.lock`, JSON.stringify(record({ pid: process.ppid, startTime: '1', bootId: me.bootId, pidNs: me.pidNs })));
    const reasons: string[] = [];
    const unlock = await lockDataDir(dir, { waitMs: 0, onTakeover: (r) => reasons.push(r) });
    expect(reasons).toEqual([`PID ${process.ppid} now belongs to another process`]);
    unlock();
    writeFileSync(`${dir}.lock`, '2147483646');
    const again = await lockDataDir(dir, { waitMs: 0 });
    again();
  });

  it('waits for a live owner, takes the lock when it exits, and refuses after the wait', async () => {
    const dir = tempDir();
    const me = currentIdentity();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const childPid = child.pid!;
      const childStart = readFileSync(`/proc/${childPid}/stat`, 'utf8');
      const start = parseProcStat(childStart)!.startTime;
      writeFileSync(`${dir}.lock`, JSON.stringify(record({ pid: childPid, startTime: start, bootId: me.bootId, pidNs: me.pidNs })));
      await expect(lockDataDir(dir, { waitMs: 300, pollMs: 20 })).rejects.toThrow(new RegExp(`in use by process ${childPid}`));
      const waiting = lockDataDir(dir, { waitMs: 20_000, pollMs: 20 });
      child.kill('SIGKILL');
      const unlock = await waiting;
      expect(parseLockRecord(readFileSync(`${dir}.lock`, 'utf8'))?.pid).toBe(process.pid);
      unlock();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('the owner keeps the heartbeat going', async () => {
    const dir = tempDir();
    const unlock = await lockDataDir(dir, { heartbeatMs: 20 });
    try {
      const old = new Date(Date.now() - 60_000);
      utimesSync(`${dir}.lock`, old, old);
      await expect.poll(() => Date.now() - statSync(`${dir}.lock`).mtimeMs, { timeout: 5_000 }).toBeLessThan(5_000);
    } finally {
      unlock();
    }
  });
});
