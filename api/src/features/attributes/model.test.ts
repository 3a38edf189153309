import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { ATTRIBUTE_DEFINITIONS } from '../../seed/seed.js';
import { attributeDefinitionsToEnsure, checkAttributeRows, definitionType, EDITABLE_ATTRIBUTE_NAMES, READ_ONLY_ATTRIBUTES } from './model.js';

const now = new Date('2026-06-01T00:00:00Z');
const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('the master list', () => {
  it('holds every editable name once, with the seed’s type words, and no read-only name', () => {
    const defs = attributeDefinitionsToEnsure();
    expect(defs.map((d) => d.name)).toEqual(EDITABLE_ATTRIBUTE_NAMES);
    expect(defs.find((d) => d.name === 'deliverySlots')?.type).toBe('json');
    expect(defs.find((d) => d.name === 'establishedYear')?.type).toBe('number');
    expect(defs.find((d) => d.name === 'facebook')?.type).toBe('url');
    expect(defs.find((d) => d.name === 'gstNo')?.type).toBe('string');
    for (const name of READ_ONLY_ATTRIBUTES) expect(EDITABLE_ATTRIBUTE_NAMES).not.toContain(name);
    // The same names as the demo seed's master list (so a seeded database gains no row).
    expect(new Set(defs.map((d) => d.name))).toEqual(new Set(ATTRIBUTE_DEFINITIONS.map(([name]) => name)));
    expect(EDITABLE_ATTRIBUTE_NAMES).toContain('delivery_minutes');
    expect(definitionType('boolean')).toBe('boolean');
  });
});

describe('checkAttributeRows', () => {
  it('answers normalised rows, trimming the name', () => {
    expect(
      checkAttributeRows(
        [
          { name: ' gstNo ', value: '07aabcs1234f1z5' },
          { name: 'isFranchise', value: null },
        ],
        new Map(),
        now,
      ),
    ).toEqual([
      { name: 'gstNo', value: '07AABCS1234F1Z5' },
      { name: 'isFranchise', value: 'false' },
    ]);
  });

  it('checks minDays against the stored maxDays and the other way round', () => {
    const stored = new Map([
      ['minDays', '2'],
      ['maxDays', '4'],
    ]);
    expect(checkAttributeRows([{ name: 'minDays', value: '4' }], stored, now)).toEqual([{ name: 'minDays', value: '4' }]);
    expect(refusal(() => checkAttributeRows([{ name: 'maxDays', value: '1' }], stored, now)).code).toBe('INVALID_ATTRIBUTE');
    // Both in one body: the new pair counts, not the stored one.
    expect(
      checkAttributeRows(
        [
          { name: 'maxDays', value: '1' },
          { name: 'minDays', value: '0' },
        ],
        stored,
        now,
      ),
    ).toHaveLength(2);
  });

  it('refuses with the first problem’s code and lists them all', () => {
    const e = refusal(() =>
      checkAttributeRows(
        [
          { name: 'nope', value: '1' },
          { name: 'establishedYear', value: '2027' },
          { name: 'rating', value: '5' },
        ],
        new Map(),
        now,
      ),
    );
    expect(e.statusCode).toBe(400);
    expect(e.code).toBe('UNKNOWN_ATTRIBUTE');
    expect(e.details.attributes).toEqual([
      { name: 'nope', message: 'Unknown attribute: nope.' },
      { name: 'establishedYear', message: 'establishedYear: Established year cannot be in the future' },
      { name: 'rating', message: 'rating is shown on the public profile and cannot be set here.' },
    ]);
  });
});
