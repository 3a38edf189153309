import { describe, expect, it } from 'vitest';
import { deliveryMinutesOf, experienceText, freeDeliveryText, highlightsOf, ordersCompletedOf, organicOf, ratingOf } from './highlights';

const attrs = (values: Record<string, string>) => ({ attributeValues: Object.entries(values).map(([name, value]) => ({ id: name, name, value })) });
const NOW = new Date('2026-06-01T06:00:00Z');

describe('highlight defaults (spec section 9)', () => {
  it('a vendor with nothing shows the defaults', () => {
    expect(highlightsOf({}, NOW)).toEqual({
      rating: '4.2',
      deliveryMinutes: '20–35',
      ordersCompleted: '500+',
      organic: '100%',
      delivery: 'Free delivery',
      experience: 'Newly Established',
    });
  });

  it('rating: record, then Average Rating, then rating; 4.2 when not numeric', () => {
    expect(ratingOf({ rating: 4.7 })).toBe(4.7);
    expect(ratingOf(attrs({ 'Average Rating': '4.5' }))).toBe(4.5);
    expect(ratingOf(attrs({ rating: '3.9' }))).toBe(3.9);
    expect(ratingOf(attrs({ rating: 'excellent' }))).toBe(4.2);
    expect(ratingOf({ rating: null, ...attrs({ 'Average Rating': 'n/a' }) })).toBe(4.2);
  });

  it('delivery minutes from either name', () => {
    expect(deliveryMinutesOf(attrs({ 'Mins Delivery': '15-25' }))).toBe('15-25');
    expect(deliveryMinutesOf(attrs({ delivery_minutes: '20-35' }))).toBe('20-35');
    expect(deliveryMinutesOf(attrs({ delivery_minutes: '  ' }))).toBe('20–35');
  });

  it('orders completed and organic share', () => {
    expect(ordersCompletedOf(attrs({ 'Orders Completed': '1200+' }))).toBe('1200+');
    expect(ordersCompletedOf({ ordersCompleted: 37 })).toBe('37');
    expect(ordersCompletedOf({ ordersCompleted: 0 })).toBe('500+');
    expect(organicOf(attrs({ 'Organic Produce': '80%' }))).toBe('80%');
    expect(organicOf({ organicPct: 60 })).toBe('60%');
    expect(organicOf({ organicPct: null })).toBe('100%');
  });

  it('reads attribute entries spelled attributeName/attributeValue', () => {
    const vendor = { attributeValues: [{ attributeName: 'Average Rating', attributeValue: '4.9' }] } as unknown as Parameters<typeof ratingOf>[0];
    expect(ratingOf(vendor)).toBe(4.9);
  });
});

describe('free-delivery text: the three rules', () => {
  it('a fee above zero with a minimum: free over the minimum', () => {
    expect(freeDeliveryText('30', '199')).toBe('Free delivery on orders above ₹199');
    expect(freeDeliveryText('30', '1500')).toBe('Free delivery on orders above ₹1,500');
  });
  it('a zero fee with a minimum: free delivery', () => {
    expect(freeDeliveryText('0', '199')).toBe('Free delivery, minimum order ₹199');
    expect(freeDeliveryText(null, '199')).toBe('Free delivery, minimum order ₹199');
  });
  it('a fee alone: the flat fee', () => {
    expect(freeDeliveryText('25', null)).toBe('Flat ₹25 delivery fee');
    expect(freeDeliveryText('25', '0')).toBe('Flat ₹25 delivery fee');
  });
  it('neither: free delivery', () => {
    expect(freeDeliveryText(null, null)).toBe('Free delivery');
  });
});

describe('experience', () => {
  it('current year − established year', () => {
    expect(experienceText('2008', NOW)).toBe('18 Years of Experience');
    expect(experienceText('2025', NOW)).toBe('1 Year of Experience');
  });
  it("zero or less, or no year: 'Newly Established'", () => {
    expect(experienceText('2026', NOW)).toBe('Newly Established');
    expect(experienceText('2030', NOW)).toBe('Newly Established');
    expect(experienceText(null, NOW)).toBe('Newly Established');
    expect(experienceText('soon', NOW)).toBe('Newly Established');
  });
});
