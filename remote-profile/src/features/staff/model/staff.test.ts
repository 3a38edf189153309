import { describe, expect, it } from 'vitest';
import { canAddMore, draftBody, draftProblems, EMPTY_DRAFT, roleName } from './staff';

describe('a new staff member before it is sent', () => {
  it('needs a name and a phone by the login rules', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual({ name: 'Please enter a name.', phone: 'Phone number must be 10 digits' });
    expect(draftProblems({ name: 'Ravi', phone: '98765', role: 'orders' })).toEqual({ phone: 'Phone number must be 10 digits' });
    expect(draftProblems({ name: '  ', phone: '9876543214', role: 'orders' })).toEqual({ name: 'Please enter a name.' });
    expect(draftProblems({ name: 'Ravi', phone: '9876543214', role: 'manager' })).toEqual({});
  });

  it('is sent with its name tidied', () => {
    expect(draftBody({ name: '  Ravi   Kumar ', phone: '9876543214', role: 'orders' })).toEqual({ name: 'Ravi Kumar', phone: '9876543214', role: 'orders' });
  });

  it('fits while the shop has fewer than ten', () => {
    const member = { id: 'x', name: 'A', phone: '+919000000000', role: 'orders' as const, addedAt: '', lastSignInAt: null };
    expect(canAddMore(Array.from({ length: 9 }, () => member))).toBe(true);
    expect(canAddMore(Array.from({ length: 10 }, () => member))).toBe(false);
  });

  it('names the roles as the screen does', () => {
    expect(roleName('orders')).toBe('Orders');
    expect(roleName('manager')).toBe('Manager');
  });
});
