import { describe, expect, it } from 'vitest';
import { readBusinessDetails, setLunchBreak, validateBusinessDetails } from './editor.js';
import { validateShopHours } from './validate.js';

const CLOSING = 'Closing time must be after opening time.';
const LUNCH = 'The lunch break must be within opening hours.';
const none = { start: '', end: '' };

describe('validateShopHours: hours that can be true (issue 21 point 4)', () => {
  it('accepts opening before closing, with a break inside', () => {
    expect(validateShopHours({ start: '09:00', end: '21:00' }, { start: '13:00', end: '14:00' })).toEqual({});
    expect(validateShopHours({ start: '00:00', end: '23:59' }, none)).toEqual({});
  });
  it('refuses closing before or at opening', () => {
    expect(validateShopHours({ start: '17:00', end: '08:00' }, none)).toEqual({ closing: CLOSING });
    expect(validateShopHours({ start: '09:00', end: '09:00' }, none)).toEqual({ closing: CLOSING });
  });
  it('leaves half-set hours alone (nothing to compare)', () => {
    expect(validateShopHours({ start: '09:00', end: '' }, none)).toEqual({});
  });
  it('refuses a break ending before (or when) it starts', () => {
    expect(validateShopHours({ start: '09:00', end: '21:00' }, { start: '13:00', end: '12:00' })).toEqual({ breakEnd: LUNCH });
    expect(validateShopHours({ start: '', end: '' }, { start: '13:00', end: '13:00' })).toEqual({ breakEnd: LUNCH });
  });
  it('refuses a break outside the opening hours, at either edge', () => {
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '08:00', end: '10:00' })).toEqual({ breakStart: LUNCH });
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '17:00', end: '18:00' })).toEqual({ breakStart: LUNCH });
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '16:00', end: '18:00' })).toEqual({ breakEnd: LUNCH });
    // The edges themselves are inside: a break from opening, or ending at closing.
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '09:00', end: '10:00' })).toEqual({});
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '16:00', end: '17:00' })).toEqual({});
  });
  it('a break without an end lasts an hour, as stored', () => {
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '16:30', end: '' })).toEqual({ breakEnd: LUNCH });
    expect(validateShopHours({ start: '09:00', end: '17:00' }, { start: '16:00', end: '' })).toEqual({});
  });
  it('both wrong: both messages', () => {
    expect(validateShopHours({ start: '13:00', end: '12:00' }, { start: '13:00', end: '12:00' })).toEqual({ closing: CLOSING, breakEnd: LUNCH });
  });
});

describe('the editor: pickers start at the spec defaults, wrong hours are refused on the form', () => {
  const now = new Date('2025-11-20T10:00:00Z');
  it('hours not set start at 8:00 AM - 5:00 PM; the break at 12:00 PM', () => {
    const { form } = readBusinessDetails(() => null);
    expect(form.shopTiming).toEqual({ start: '08:00', end: '17:00' });
    expect(setLunchBreak(form, true).offHours).toEqual({ start: '12:00', end: '13:00' });
    expect(validateBusinessDetails(setLunchBreak(form, true), now)).toEqual({});
  });
  it('stored hours are kept', () => {
    const { form } = readBusinessDetails((n) => (n === 'shopTiming' ? '{"start":"10:00","end":""}' : null));
    expect(form.shopTiming).toEqual({ start: '10:00', end: '' });
  });
  it('closing before opening and a break outside the hours show on their fields', () => {
    const { form } = readBusinessDetails(() => null);
    expect(validateBusinessDetails({ ...form, shopTiming: { start: '17:00', end: '08:00' } }, now)).toEqual({ closingTime: CLOSING });
    const late = { ...form, hasLunchBreak: true, offHours: { start: '18:00', end: '19:00' } };
    expect(validateBusinessDetails(late, now)).toEqual({ breakStart: LUNCH });
    const backwards = { ...form, hasLunchBreak: true, offHours: { start: '13:00', end: '12:00' } };
    expect(validateBusinessDetails(backwards, now)).toEqual({ breakEnd: LUNCH });
    // Lunch break No: the stored break is not checked (it is cleared on save).
    expect(validateBusinessDetails({ ...late, hasLunchBreak: false }, now)).toEqual({});
  });
});
