import { describe, expect, it } from 'vitest';
import { businessDetailRows } from './details';

const attrs = (values: Record<string, string>) => ({ attributeValues: Object.entries(values).map(([name, value]) => ({ id: name, name, value })) });

describe('Business Details block', () => {
  it('business type (bussinessType), GST, year, the first certificate, franchise', () => {
    const rows = businessDetailRows(
      attrs({
        bussinessType: 'Grocery & General Store',
        gstNo: '07aabcs1234f1z5',
        establishedYear: '2008',
        certifications: 'FSSAI License;13321999000123;Shop & Establishment;DL-SE-2008-45123',
        isFranchise: 'false',
      }),
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Business Type', 'Grocery & General Store'],
      ['GST Number', '07AABCS1234F1Z5'],
      ['Established', '2008'],
      ['Certificate', 'FSSAI License (13321999000123)'],
      ['Franchise', 'No'],
    ]);
  });

  it('leaves out empty rows; franchise shows its brands', () => {
    const rows = businessDetailRows(attrs({ isFranchise: 'yes', franchiseName: 'Amul;Mother Dairy', certifications: 'Half;' }));
    expect(rows.map((r) => [r.key, r.value])).toEqual([['franchise', 'Yes: Amul, Mother Dairy']]);
    expect(businessDetailRows({}).map((r) => r.value)).toEqual(['No']);
  });
});
