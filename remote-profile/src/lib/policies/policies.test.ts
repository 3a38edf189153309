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
