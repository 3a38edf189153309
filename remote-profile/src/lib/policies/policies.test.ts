import { afterEach, describe, expect, it } from 'vitest';
import { applyPageHead, canonicalUrl } from './head';
import { POLICY_NAMES, policyDocument } from './index';

const doc = policyDocument;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('policy documents', () => {
  it('the first two (Return, Refund & Cancellation) have a canonical path, the others none', () => {
    expect(doc('returnPolicy').canonicalPath).toBe('/return-policy');
    expect(doc('refundPolicy').canonicalPath).toBe('/refund-policy');
    expect([doc('terms'), doc('privacy'), doc('shippingPolicy')].map((d) => d.canonicalPath)).toEqual([null, null, null]);
  });
  it('the privacy policy covers the topics the spec lists', () => {
    const text = JSON.stringify(doc('privacy')).toLowerCase();
    for (const topic of ['taxes', 'cancel', 'returns', 'payments', 'order history', 'grievance', 'liability', 'termination'])
      expect(text, topic).toContain(topic);
  });
  it('state the policy facts of spec section 9, and none of the figures they replaced', () => {
    const text = (name: Parameters<typeof doc>[0]) => JSON.stringify(doc(name));
    expect(text('terms')).toContain('at least 18 years old');
    expect(text('refundPolicy')).toContain(
      'Refunds for an order the shop cancelled, and promo-code refunds on cash-on-delivery orders, are made within 72 hours; every other refund within 7 business days',
    );
    expect(text('returnPolicy')).toContain('within 48 hours of delivery');
    expect(text('shippingPolicy')).toContain('Shops dispatch orders within 24-48 hours');
    expect(text('shippingPolicy')).toContain('tracking stays active up to 24 hours after that notification');
    expect(text('terms')).toContain('within one year');
    expect(text('terms')).toContain('the courts of Delhi have exclusive jurisdiction');
    for (const name of ['terms', 'refundPolicy'] as const) expect(text(name)).toContain('Indian rupees (INR, ₹)');
    for (const name of ['terms', 'privacy'] as const) expect(text(name)).toContain('credit card, debit card, net banking, UPI or cash on delivery');
    const all = POLICY_NAMES.map(text).join(' ');
    for (const old of ['courts of India', 'within 7 days of delivery', 'at the latest within 24 hours', '5–7 working days'])
      expect(all, old).not.toContain(old);
  });
  it('every document has text in every section', () => {
    for (const d of POLICY_NAMES.map(doc)) {
      expect(d.sections.length).toBeGreaterThan(3);
      for (const s of d.sections) expect((s.paragraphs?.length ?? 0) + (s.bullets?.length ?? 0), s.heading).toBeGreaterThan(0);
    }
  });
});

describe('page head', () => {
  it('sets title, description and canonical link, and puts the previous ones back', () => {
    document.title = 'Vendor Dashboard - Let’s make Local Big';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'default';
    document.head.appendChild(meta);
    const undo = applyPageHead(document, {
      title: 'Return Policy',
      description: 'How returns work',
      canonicalUrl: canonicalUrl('https://app.example/', '/return-policy'),
    });
    expect(document.title).toBe('Return Policy');
    expect(meta.content).toBe('How returns work');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://app.example/return-policy');
    undo();
    expect(document.title).toBe('Vendor Dashboard - Let’s make Local Big');
    expect(meta.content).toBe('default');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
