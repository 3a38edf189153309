import { describe, expect, it } from 'vitest';
import { ApiError } from '@vd/shared/api';
import type { CatalogProduct } from '@vd/shared/catalog';
import { breadcrumbSubCategory, detailAttributes, isProductNotFound } from './detail';

describe('product detail', () => {
  it('lists attributes except Tag', () => {
    expect(
      detailAttributes([
        { name: 'Tag', value: 'Bestseller' },
        { name: 'tag', value: 'x' },
        { name: 'Author', value: 'R. K. Narayan' },
        { name: 'Language', value: ' ' },
      ]),
    ).toEqual([{ name: 'Author', value: 'R. K. Narayan' }]);
    expect(detailAttributes(null)).toEqual([]);
  });

  it('uses the passed sub-category, else the second level of the path', () => {
    const path = [
      { id: 'top', name: 'Dairy' },
      { id: 'sub', name: 'Milk' },
      { id: 'leaf', name: 'Toned Milk' },
    ];
    expect(breadcrumbSubCategory(path, { id: 'x', name: 'Curd & Paneer' })).toEqual({ id: 'x', name: 'Curd & Paneer' });
    expect(breadcrumbSubCategory(path)).toEqual({ id: 'sub', name: 'Milk' });
    expect(breadcrumbSubCategory([{ id: 'only', name: 'Only' }])).toEqual({ id: 'only', name: 'Only' });
    expect(breadcrumbSubCategory([])).toBeNull();
  });
});

describe('a product that does not exist', () => {
  it('is the API 404 or an answer that is not a product; a 503 or no network is an error to retry', () => {
    expect(isProductNotFound(undefined, new ApiError({ status: 404 }))).toBe(true);
    expect(isProductNotFound(null, null)).toBe(true);
    expect(isProductNotFound(undefined, new ApiError({ status: 503 }))).toBe(false);
    expect(isProductNotFound(undefined, new ApiError({ status: null, code: 'NETWORK_ERROR' }))).toBe(false);
    expect(isProductNotFound({ productId: 'p' } as CatalogProduct, null)).toBe(false);
  });
});
