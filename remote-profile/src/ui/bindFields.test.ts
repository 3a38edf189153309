import { describe, expect, it, vi } from 'vitest';
import { bindFields } from './bindFields';

describe('bindFields', () => {
  it('gives a text field its value, its error as text (null without one) and its change', () => {
    const change = vi.fn();
    const field = bindFields({ name: 'Ramesh', email: '' }, { email: { key: 'emailInvalid' } }, change);
    const name = field('name');
    expect(name.value).toBe('Ramesh');
    expect(name.error).toBeNull();
    expect(field('email').error).toBe('Email is invalid');
    name.onValueChange('Ram');
    expect(change).toHaveBeenCalledWith('name', 'Ram');
  });
});
