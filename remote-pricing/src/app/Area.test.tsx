import { describe, expect, it, vi } from 'vitest';
import { checkAreaModule } from '@vd/shared/contract';

vi.stubGlobal('__RELEASE_ID__', 'test-release');

describe('the pricing remote contract', () => {
  it('exposes a module the host accepts', async () => {
    const loaded = await import('./Area');
    const check = checkAreaModule(loaded, 'pricing');
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.module.release).toBe('test-release');
  });

  it('is refused when the host expects another area', async () => {
    const loaded = await import('./Area');
    expect(checkAreaModule(loaded, 'store').ok).toBe(false);
  });
});
