import { describe, expect, it } from 'vitest';
import { queryKeys } from './keys';

describe('queryKeys', () => {
  it('are plain arrays, so keys built by two bundled copies of the data layer are equal', () => {
    expect(JSON.parse(JSON.stringify(queryKeys.store.products('12')))).toEqual(['store', 'products', '12']);
    expect(queryKeys.orders.list('Pending')).toEqual(['orders', 'list', 'Pending']);
    expect(queryKeys.orders.detail('a')).toEqual(['orders', 'detail', 'a']);
  });

  it('nest: every list, detail and the live summary sit under orders.all(); every store read under store.all()', () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
    for (const key of [queryKeys.orders.list('Paid'), queryKeys.orders.detail('x'), queryKeys.orders.live()])
      expect(startsWith(key, queryKeys.orders.all())).toBe(true);
    expect(startsWith(queryKeys.orders.list('Paid'), queryKeys.orders.lists())).toBe(true);
    for (const key of [queryKeys.store.categories(), queryKeys.store.products('1'), queryKeys.store.product('p')])
      expect(startsWith(key, queryKeys.store.all())).toBe(true);
    expect(startsWith(queryKeys.store.product('p'), queryKeys.store.productLists())).toBe(false);
  });
});
