/**
 * 'Going offline for how long?': the choices of the Online Status switch and the time each
 * one means. The shop goes live again by itself at that time (the API stores it).
 */
import { indiaDate, isIsoDate, nextOpening, nextOpeningAfterToday, type ShopHoursSettings } from '@vd/contract/rules';

export const OFFLINE_CHOICES = ['hour', 'tomorrow', 'date', 'manual'] as const;
export type OfflineChoice = (typeof OFFLINE_CHOICES)[number];

const HOUR_MS = 3_600_000;

/** The first date 'Until a date' may pick: tomorrow, India date. */
export const firstOfflineDate = (now: Date): string => indiaDate(new Date(now.getTime() + 24 * HOUR_MS));

/**
 * When the shop goes live again for a choice: an ISO instant; undefined for 'Until I switch it back';
 * null when 'Until a date' has no valid date (tomorrow or later). 'Until a date' reopens at the shop's
 * first opening on that day (its opening time), or at 8:00 AM when its hours say none.
 */
export function offlineUntilFor(choice: OfflineChoice, settings: ShopHoursSettings, now: Date, date = ''): string | undefined | null {
  switch (choice) {
    case 'hour':
      return new Date(now.getTime() + HOUR_MS).toISOString();
    case 'tomorrow':
      return nextOpeningAfterToday(settings, now).toISOString();
    case 'date': {
      if (!isIsoDate(date) || date < firstOfflineDate(now)) return null;
      const midnight = new Date(`${date}T00:00:00+05:30`);
      const opening = nextOpening({ ...settings, holidays: [] }, midnight);
      const sameDay = opening && indiaDate(opening) === date ? opening : new Date(`${date}T08:00:00+05:30`);
      return sameDay.toISOString();
    }
    case 'manual':
      return undefined;
  }
}
