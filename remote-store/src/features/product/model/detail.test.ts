import { describe, expect, it } from 'vitest';
import { breadcrumbSubCategory, detailAttributes } from './detail';

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
