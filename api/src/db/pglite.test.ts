import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite.js';

describe('lockDataDir', () => {
  it('keeps a second opener out until released, and takes over a stale lock', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'vd-lock-')), 'api');
    const unlock = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    writeFileSync(`${dir}.lock`, '2147483646');
    const again = lockDataDir(dir);
    again();
  });
});
