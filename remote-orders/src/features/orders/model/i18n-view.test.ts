import { setLocale } from '@vd/shared/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { ordersLocaleBundles } from '../../../app/i18n';
import { messages } from '../../../app/messages';
import { cancelReasonLabel, resolveCancelReason, storedReasonText } from './cancel';
import { dayLabel, deliveryTimeLabel, monthLabel, parseDeliveryTime, rescheduleLabel, rescheduleText, weekdayLabels } from './reschedule';

// Keep the bundles registered with the page so setLocale loads the orders texts.
void ordersLocaleBundles;

const DAY = { year: 2025, month: 11, day: 21 };
const TIMING = '{"start":"09:00","end":"21:00"}';

afterEach(async () => {
  await setLocale('en');
});

describe('dates and times in the page language', () => {
  it('English is the spec text, the same as the stored one', () => {
    expect(rescheduleLabel(TIMING, DAY)).toBe('by 9:00 PM on 21 Nov 2025');
    expect(deliveryTimeLabel('by 9:00 PM on 21 Nov 2025')).toBe('by 9:00 PM on 21 Nov 2025');
    expect(dayLabel(DAY)).toBe('21 Nov 2025');
    expect(monthLabel(2025, 11)).toBe('November 2025');
    expect(weekdayLabels().map((d) => d.short)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  });

  it('reads back the stored delivery-time text; other texts are not parsed', () => {
    expect(parseDeliveryTime('by 9:00 PM on 21 Nov 2025')).toEqual({ time: '21:00', day: DAY });
    expect(parseDeliveryTime('by 12:30 AM on 2 Jan 2026')).toEqual({ time: '00:30', day: { year: 2026, month: 1, day: 2 } });
    expect(parseDeliveryTime('by 9:00 PM on 31 Feb 2025')).toBeNull();
    expect(parseDeliveryTime('Tomorrow evening')).toBeNull();
  });

  it('Hindi and Tamil: the calendar, the preview and stored delivery times in that language; the stored text stays English', async () => {
    for (const locale of ['hi', 'ta'] as const) {
      await setLocale(locale);
      const label = rescheduleLabel(TIMING, DAY);
      expect(label).not.toMatch(/[A-Za-z]/); // no 'by', 'Nov' or am/pm left in English
      expect(label).toContain('2025');
      expect(deliveryTimeLabel('by 9:00 PM on 21 Nov 2025')).toBe(label);
      expect(deliveryTimeLabel('Tomorrow evening')).toBe('Tomorrow evening');
      expect(monthLabel(2025, 11)).not.toContain('November');
      expect(
        weekdayLabels()
          .map((d) => d.short)
          .join(''),
      ).not.toMatch(/[A-Za-z]/);
      expect(rescheduleText(TIMING, DAY)).toBe('by 9:00 PM on 21 Nov 2025');
    }
  });
});

describe('cancellation reasons are stored in English and shown in the page language', () => {
  it('sends the English text of a listed reason whatever the language', async () => {
    await setLocale('hi');
    expect(messages.reasonPayment).not.toBe('Payment issues');
    expect(resolveCancelReason('reasonPayment', '', storedReasonText)).toBe('Payment issues');
    expect(cancelReasonLabel('Payment issues')).toBe(messages.reasonPayment);
    expect(cancelReasonLabel('Shop closed for Diwali')).toBe('Shop closed for Diwali');
    await setLocale('en');
    expect(cancelReasonLabel('Payment issues')).toBe('Payment issues');
  });
});
