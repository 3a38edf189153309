import { describe, expect, it } from 'vitest';
import { supportLinks } from './links';

describe('Call and WhatsApp links', () => {
  it('builds tel: and wa.me links that work on a phone', () => {
    expect(supportLinks('9876500000', 'Hello, I need help')).toEqual({
      tel: 'tel:+919876500000',
      whatsapp: 'https://wa.me/919876500000?text=Hello%2C%20I%20need%20help',
      display: '+91 98765 00000',
    });
    expect(supportLinks('+91 98765 00000', '')?.tel).toBe('tel:+919876500000');
  });
  it('offers nothing for a number that is not one', () => {
    expect(supportLinks('12345', 'x')).toBeNull();
  });
  it('offers nothing without a number (outside demo mode, none configured): the cards are hidden', () => {
    expect(supportLinks(null, 'x')).toBeNull();
    expect(supportLinks('', 'x')).toBeNull();
  });
});
