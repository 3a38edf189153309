import { describe, expect, it } from 'vitest';
import { resolveScreen } from './screens';

const screens = [
  { pattern: '/product/pricing', key: 'pricing' },
  { pattern: '/product/:productId', key: 'product' },
  { pattern: '/', key: 'home' },
] as const;

describe('resolveScreen', () => {
  it('matches in order with params', () => {
    expect(resolveScreen('/product/pricing', screens)).toEqual({ key: 'pricing', params: {} });
    expect(resolveScreen('/product/42', screens)).toEqual({ key: 'product', params: { productId: '42' } });
    expect(resolveScreen('/', screens)?.key).toBe('home');
  });
  it('returns null for paths the area does not own', () => {
    expect(resolveScreen('/elsewhere', screens)).toBeNull();
  });
});
