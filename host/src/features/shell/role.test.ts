import { describe, expect, it } from 'vitest';
import { roleLabel, staffLine } from './role';

describe("the header's line for who is signed in", () => {
  it('names a staff member by first name with their role', () => {
    expect(staffLine('Ravi Kumar', 'orders')).toBe('Ravi · Orders');
    expect(staffLine('Meena', 'manager')).toBe('Meena · Manager');
  });

  it('is not shown for the owner', () => {
    expect(staffLine(null, 'owner')).toBeNull();
    expect(roleLabel('owner')).toBe('Owner');
  });
});
