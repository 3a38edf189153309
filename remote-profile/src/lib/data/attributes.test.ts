import { describe, expect, it } from 'vitest';
import { asAttributeDefinitions } from './attributes';

describe('asAttributeDefinitions', () => {
  it('reads the master list, dropping rows without a name; accepts a {data} wrapper', () => {
    expect(asAttributeDefinitions([{ id: 'a', name: 'gstNo', type: 'string' }, { id: 'b' }, null, { name: 'isFranchise' }])).toEqual([
      { id: 'a', name: 'gstNo', type: 'string' },
      { id: '', name: 'isFranchise', type: 'string' },
    ]);
    expect(asAttributeDefinitions({ data: [{ id: 1, attributeName: 'minDays', type: 'number' }] })).toEqual([{ id: '1', name: 'minDays', type: 'number' }]);
    expect(asAttributeDefinitions('nope')).toEqual([]);
  });
});
