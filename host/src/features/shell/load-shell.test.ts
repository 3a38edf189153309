import { describe, expect, it } from 'vitest';
import { loadShell, prepareShell } from './load-shell';

describe('the frame’s chunk', () => {
  it('loads once, whoever asks', async () => {
    const [a, b] = await Promise.all([loadShell(), loadShell()]);
    expect(a).toBe(b);
    expect(typeof a.RootLayout).toBe('function');
    await expect(prepareShell()).resolves.toBeUndefined();
  });
});
