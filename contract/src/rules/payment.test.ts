import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUpiId, upiAmount, upiOrderNote, upiPayLink, whatsappChatLink } from './payment.js';
import { validateAttributeValue, validateUpiId } from './vendor-attributes/validate.js';

describe('UPI ID (VPA) rule', () => {
  it.each(['sharmastore@okaxis', 'ramesh.sharma-01@ybl', 'a_b@paytm', '9876543210@upi'])('accepts %s', (v) => {
    expect(isUpiId(v)).toBe(true);
    expect(validateUpiId(` ${v} `)).toBeNull();
  });
  it.each(['sharmastore', '@okaxis', 'sharma@', 'sharma store@okaxis', 'a@b@c', 'शर्मा@okaxis', 'x+y@ok', `${'a'.repeat(100)}@ok`])('refuses %s', (v) => {
    expect(isUpiId(v)).toBe(false);
    expect(validateUpiId(v)).toBe('Invalid UPI ID format.');
  });
  it('empty means not set', () => {
    expect(validateUpiId('  ')).toBeNull();
  });
  it('is the rule PUT vendor/attribute applies', () => {
    expect(validateAttributeValue('upiId', 'not a vpa', new Date())).toBe('Invalid UPI ID format.');
    expect(validateAttributeValue('upiId', 'shop@okaxis', new Date())).toBeNull();
    expect(validateAttributeValue('upiPayeeName', 'x'.repeat(51), new Date())).toBe('The payee name can have at most 50 characters.');
    expect(validateAttributeValue('upiPayeeName', 'शर्मा जनरल स्टोर', new Date())).toBeNull();
  });
});

describe('UPI link', () => {
  it('carries payee, name, amount with two decimals, INR and the note, spaces as %20', () => {
    const link = upiPayLink({
      upiId: 'sharmastore@okaxis',
      payeeName: 'Sharma General Store',
      amount: 240,
      note: upiOrderNote('a1b2c3d4-0000-4000-8000-00001234abcd'),
    });
    expect(link).toBe('upi://pay?pa=sharmastore@okaxis&pn=Sharma%20General%20Store&am=240.00&cu=INR&tn=Order%20%231234abcd');
    const url = new URL(link);
    expect(url.searchParams.get('pn')).toBe('Sharma General Store');
    expect(url.searchParams.get('tn')).toBe('Order #1234abcd');
  });
  it('encodes non-Latin names as UTF-8 and round-trips them', () => {
    const link = upiPayLink({ upiId: 'shop@ybl', payeeName: 'शर्मा स्टोर & संस', amount: 99.5, note: 'Order #00000001' });
    expect(link).toContain('pn=%E0%A4%B6');
    expect(link).not.toMatch(/[\s&]%|[^\x20-\x7e]/);
    const url = new URL(link);
    expect(url.searchParams.get('pn')).toBe('शर्मा स्टोर & संस');
    expect(url.searchParams.get('am')).toBe('99.50');
    expect(url.searchParams.get('cu')).toBe('INR');
    const tamil = new URL(upiPayLink({ upiId: 'shop@ybl', payeeName: 'முருகன் கடை', amount: 10, note: 'n' }));
    expect(tamil.searchParams.get('pn')).toBe('முருகன் கடை');
  });
  it('rounds the amount to paise and leaves pn out without a name', () => {
    expect(upiAmount(0.1 + 0.2)).toBe('0.30');
    expect(upiAmount(1234.567)).toBe('1234.57');
    expect(upiPayLink({ upiId: 'shop@ybl', payeeName: '  ', amount: 5, note: 'Order #x' })).toBe('upi://pay?pa=shop@ybl&am=5.00&cu=INR&tn=Order%20%23x');
  });
  describe('a name longer than 50 characters', () => {
    afterEach(() => vi.unstubAllGlobals());
    // 49 letters and an emoji: the emoji is the 50th character, its two UTF-16 halves the 50th and 51st unit.
    const split = `${'A'.repeat(49)}😀 Kirana and General Store`;
    const family = `${'B'.repeat(48)}👨‍👩‍👧 Store`;

    it('is cut at 50 characters without splitting an emoji (the link does not throw)', () => {
      const link = upiPayLink({ upiId: 'shop@ybl', payeeName: split, amount: 10, note: 'Order #x' });
      expect(new URL(link).searchParams.get('pn')).toBe(`${'A'.repeat(49)}😀`);
    });

    it('keeps a character made of several code points whole, or leaves it out', () => {
      const link = upiPayLink({ upiId: 'shop@ybl', payeeName: family, amount: 10, note: 'Order #x' });
      expect(new URL(link).searchParams.get('pn')).toBe('B'.repeat(48));
    });

    it('is cut by code points where the runtime has no Intl.Segmenter', () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
      const link = upiPayLink({ upiId: 'shop@ybl', payeeName: split, amount: 10, note: 'Order #x' });
      expect(new URL(link).searchParams.get('pn')).toBe(`${'A'.repeat(49)}😀`);
    });

    it('a stored name already cut in the middle of an emoji still gives a link', () => {
      const broken = `${'C'.repeat(10)}\uD83D`;
      const link = upiPayLink({ upiId: 'shop@ybl', payeeName: broken, amount: 10, note: 'Order #x' });
      expect(new URL(link).searchParams.get('pn')).toBe(`${'C'.repeat(10)}\uFFFD`);
      expect(whatsappChatLink('9876543210', `Pay ${broken}`)).toContain('%EF%BF%BD');
    });
  });
  it('note is Order # and the last 8 characters of the id', () => {
    expect(upiOrderNote('0f3c2a9e-1111-4222-8333-9d8e7f6a5b4c')).toBe('Order #7f6a5b4c');
  });
});

describe('WhatsApp chat link', () => {
  it('opens a chat with the Indian number carrying the text', () => {
    expect(whatsappChatLink('+919876543210', 'Pay ₹240: upi://pay?pa=a@b')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('Pay ₹240: upi://pay?pa=a@b')}`,
    );
    expect(whatsappChatLink('98765 43210', 'x')).toBe('https://wa.me/919876543210?text=x');
  });
  it('is null without a mobile number', () => {
    expect(whatsappChatLink(null, 'x')).toBeNull();
    expect(whatsappChatLink('12345', 'x')).toBeNull();
  });
});
