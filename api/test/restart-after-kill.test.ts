import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLockRecord } from '../src/db/data-dir-lock.js';
import { type ApiProcess, freePort, startApi, stopApi, waitForHealth } from './api-process.js';

// The real API on PGlite in a temporary DATA_DIR (DATABASE_URL is never passed on: this is about
// the data-folder lock), killed with SIGKILL and started again at once, several times.
const root = mkdtempSync(join(tmpdir(), 'vd-restart-'));
const dataDir = join(root, 'api');
const running: ApiProcess[] = [];

afterAll(async () => {
  for (const api of running) await stopApi(api, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('the API after kill -9', () => {
  it('starts again at once, five times over, and answers /health each time', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const env = { DEMO_MODE: 'true', DATA_DIR: dataDir };
    let api = startApi(port, env);
    running.push(api);
    expect(await waitForHealth(api)).toMatchObject({ status: 'ok', db: 'ok', dbKind: 'pglite' });
    for (let round = 1; round <= 5; round++) {
      const lock = parseLockRecord(readFileSync(`${dataDir}.lock`, 'utf8'));
      expect(lock?.pid).toBe(api.child.pid);
      api.child.kill('SIGKILL');
      // No waiting for the exit: the next process meets the lock while its owner is still dying.
      api = startApi(port, env);
      running.push(api);
      const health = await waitForHealth(api);
      expect(health, `round ${round}`).toMatchObject({ status: 'ok', db: 'ok' });
      expect(api.output()).not.toMatch(/in use by/);
      // Data written before the kills is still there: the demo vendor signs in.
      const send = await fetch(`${api.url}/rest/localbig/api/v1/auth/otp/send?phoneNumber=9876543210&role=VENDOR`, { method: 'POST' });
      expect(send.status, `round ${round}`).toBe(200);
    }
    await stopApi(api);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('a second process on a folder in use still refuses (after its short wait)', { timeout: 120_000 }, async () => {
    const dir = join(root, 'busy');
    const first = startApi(await freePort(), { DEMO_MODE: 'true', DATA_DIR: dir });
    running.push(first);
    await waitForHealth(first);
    const second = startApi(await freePort(), { DEMO_MODE: 'true', DATA_DIR: dir, DATA_DIR_LOCK_WAIT_SECONDS: '1' });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(new RegExp(`DATA_DIR ${dir} is in use by process ${first.child.pid}`));
    await stopApi(first);
  });
});
