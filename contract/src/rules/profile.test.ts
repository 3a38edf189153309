import { describe, expect, it } from 'vitest';
import {
  acceptsOrders,
  canToggleShopStatus,
  isEmail,
  isWebUrl,
  normaliseAlternateContact,
  normaliseDeliveryMinutes,
  parseRadius,
  ruleErrorText,
  validateContact,
  validateOrderSettings,
  validateProfile,
  validateShopProfile,
} from './profile.js';

const texts = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, ruleErrorText(v)]));

describe('shop status (spec 4 "Shop status")', () => {
  it('toggles only between Approved and OutOfStation', () => {
    expect(canToggleShopStatus('Approved')).toBe(true);
    expect(canToggleShopStatus('OutOfStation')).toBe(true);
    for (const s of ['Pending', 'Reject', 'Suspended', '', null, undefined]) expect(canToggleShopStatus(s)).toBe(false);
  });
  it('an OutOfStation shop takes no new orders', () => {
    expect(acceptsOrders('OutOfStation')).toBe(false);
    expect(acceptsOrders('Approved')).toBe(true);
  });
});

describe('contact form (spec 5)', () => {
  it('gives the spec texts for empty fields and a bad e-mail', () => {
    expect(texts(validateContact({ name: ' ', email: '', message: '\n' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(texts(validateContact({ name: 'A', email: 'a@b', message: 'hi' }))).toEqual({ email: 'Email is invalid' });
    expect(validateContact({ name: 'A', email: ' a@b.co ', message: 'hi' })).toEqual({});
  });
  it('limits lengths', () => {
    expect(texts(validateContact({ name: 'x'.repeat(101), email: 'a@b.co', message: 'x'.repeat(2001) }))).toEqual({
      name: 'Name must be at most 100 characters',
      message: 'Message must be at most 2000 characters',
    });
  });
  it('knows a basic x@y.z address', () => {
    expect(isEmail('ramesh@example.in')).toBe(true);
    for (const bad of ['ramesh', 'ramesh@', '@x.in', 'a b@c.in', 'a@b']) expect(isEmail(bad)).toBe(false);
  });
});

describe('profile update', () => {
  it('needs a name; the e-mail and alternate contact are optional but valid when given', () => {
    expect(validateProfile({ name: 'Ramesh', emailId: '', alternateContact: '' })).toEqual({});
    expect(texts(validateProfile({ name: '', emailId: 'x', alternateContact: '12345' }))).toEqual({
      name: 'Name is required',
      emailId: 'Email is invalid',
      alternateContact: 'Alternate contact must be a valid 10-digit number',
    });
  });
  it('refuses the primary number as the alternate one', () => {
    expect(texts(validateProfile({ name: 'R', emailId: '', alternateContact: '9876543210' }, '+919876543210'))).toEqual({
      alternateContact: 'Alternate contact must differ from your primary number',
    });
  });
  it('stores the alternate contact as +91 and 10 digits, empty as null', () => {
    expect(normaliseAlternateContact('98111 22334')).toBe('+919811122334');
    expect(normaliseAlternateContact(' ')).toBeNull();
    expect(normaliseAlternateContact(null)).toBeNull();
  });
});

describe('shop profile links (spec 5: URL inputs)', () => {
  it('accepts absolute http(s) links with a real host', () => {
    expect(isWebUrl('https://www.facebook.com/sharma')).toBe(true);
    expect(isWebUrl('http://shop.example.in/')).toBe(true);
    for (const bad of ['facebook.com/sharma', 'https://localhost', 'javascript:alert(1)', 'ftp://x.in', 'https://', 'https://bad.'])
      expect(isWebUrl(bad), bad).toBe(false);
  });
  it('checks each link only when given, and the text lengths', () => {
    const values = { tagline: '', aboutUs: '', website: '', youtube: 'youtube', facebook: '', instagram: 'https://instagram.com/x' };
    expect(texts(validateShopProfile(values))).toEqual({ youtube: 'Please enter a valid link starting with https://' });
    expect(texts(validateShopProfile({ ...values, youtube: '', tagline: 'x'.repeat(121) }))).toEqual({ tagline: 'Must be at most 120 characters' });
  });
});

describe('order settings (decision 0025)', () => {
  it('reads the delivery radius in km, 0.5 to 50, at most 2 decimals', () => {
    expect(parseRadius('5')).toBe(5);
    expect(parseRadius(' 2.5 ')).toBe(2.5);
    for (const bad of ['0', '0.2', '51', '1.234', '-1', 'five', '']) expect(parseRadius(bad), bad).toBeNull();
  });
  it('reads the usual delivery time as minutes or a rising range', () => {
    expect(normaliseDeliveryMinutes('30')).toBe('30');
    expect(normaliseDeliveryMinutes('20 - 35')).toBe('20-35');
    expect(normaliseDeliveryMinutes('20–35')).toBe('20-35');
    for (const bad of ['35-20', '0', 'abc', '20-', '700']) expect(normaliseDeliveryMinutes(bad), bad).toBeNull();
  });
  it('validates what is filled in; empty fields are fine', () => {
    expect(validateOrderSettings({ deliveryRadius: '', isExpressDelivery: false, deliveryMinutes: '' })).toEqual({});
    expect(texts(validateOrderSettings({ deliveryRadius: '100', isExpressDelivery: true, deliveryMinutes: 'soon' }))).toEqual({
      deliveryRadius: 'Delivery radius must be a number between 0.5 and 50 km',
      deliveryMinutes: 'Enter minutes like 30 or a range like 20-35',
    });
  });
});
