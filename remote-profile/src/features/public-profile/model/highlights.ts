/**
 * 'Why Shop With Us?' highlight cards (spec sections 2, 5, 9): rating with the 4.2 fallback,
 * delivery minutes, orders completed, organic share, the free-delivery text and the experience.
 * Values come from the vendor's attributes (either spelling the spec names) or record, else the
 * spec's defaults.
 */
import { formatMessage } from '@vd/shared/i18n';
import { formatRupees } from '@vd/shared/format';
import { readAttribute, type Vendor } from '@vd/shared/session';
import { PUBLIC_PROFILE_ATTR, VENDOR_ATTR, currentYear, decodeNumber } from '@vd/contract/rules';
import { PUBLIC_PROFILE_DEFAULTS as D, PUBLIC_PROFILE_MESSAGES as M } from '../messages';

export type ProfileVendor = Partial<Pick<Vendor, 'attributeValues' | 'rating' | 'ordersCompleted' | 'organicPct'>>;

const text = (vendor: ProfileVendor, ...names: string[]): string | null => {
  for (const name of names) {
    const value = readAttribute(vendor, name)?.trim();
    if (value) return value;
  }
  return null;
};

/** The rating: the record's, else 'Average Rating', else 'rating'; 4.2 when none is numeric. */
export function ratingOf(vendor: ProfileVendor): number {
  const candidates = [vendor.rating, readAttribute(vendor, PUBLIC_PROFILE_ATTR.averageRating), readAttribute(vendor, PUBLIC_PROFILE_ATTR.rating)];
  for (const c of candidates) {
    const n = decodeNumber(c);
    if (n !== null) return n;
  }
  return D.rating;
}

/** One decimal: '4.2', '4.0'. */
export const formatRating = (rating: number): string => rating.toFixed(1);

/** 'Mins Delivery' or 'delivery_minutes', else '20–35'. */
export const deliveryMinutesOf = (vendor: ProfileVendor): string =>
  text(vendor, PUBLIC_PROFILE_ATTR.minsDelivery, PUBLIC_PROFILE_ATTR.deliveryMinutes) ?? D.deliveryMinutes;

/** 'Orders Completed', else the record's count when above 0, else '500+'. */
export function ordersCompletedOf(vendor: ProfileVendor): string {
  const attr = text(vendor, PUBLIC_PROFILE_ATTR.ordersCompleted);
  if (attr) return attr;
  return typeof vendor.ordersCompleted === 'number' && vendor.ordersCompleted > 0 ? String(vendor.ordersCompleted) : D.ordersCompleted;
}

/** 'Organic Produce', else the record's percentage, else '100%'. */
export function organicOf(vendor: ProfileVendor): string {
  const attr = text(vendor, PUBLIC_PROFILE_ATTR.organicProduce);
  if (attr) return attr;
  return typeof vendor.organicPct === 'number' && Number.isFinite(vendor.organicPct) ? `${vendor.organicPct}%` : D.organic;
}

/**
 * The spec's three rules: a fee above zero with a minimum gives free delivery over the minimum; a
 * zero fee with a minimum gives free delivery; a fee alone gives the flat fee. No fee and no
 * minimum is free delivery (delivery charges default to 0, FREE).
 */
export function freeDeliveryText(deliveryCharges: string | null, minimumOrder: string | null): string {
  const fee = decodeNumber(deliveryCharges) ?? 0;
  const minimum = decodeNumber(minimumOrder) ?? 0;
  if (fee > 0 && minimum > 0) return formatMessage(M.freeDeliveryAbove, { minimum: formatRupees(minimum) });
  if (minimum > 0) return formatMessage(M.freeDeliveryWithMinimum, { minimum: formatRupees(minimum) });
  if (fee > 0) return formatMessage(M.flatDeliveryFee, { fee: formatRupees(fee) });
  return M.freeDelivery;
}

/** Current year (in India) − establishedYear; zero or less, or no year, shows 'Newly Established'. */
export function experienceText(establishedYear: string | null, now: Date): string {
  const year = decodeNumber(establishedYear);
  const years = year === null ? 0 : currentYear(now) - Math.trunc(year);
  if (years <= 0) return M.newlyEstablished;
  return years === 1 ? M.experienceOneYear : formatMessage(M.experienceYears, { years });
}

export interface Highlights {
  rating: string;
  deliveryMinutes: string;
  ordersCompleted: string;
  organic: string;
  delivery: string;
  experience: string;
}

export function highlightsOf(vendor: ProfileVendor, now: Date): Highlights {
  return {
    rating: formatRating(ratingOf(vendor)),
    deliveryMinutes: deliveryMinutesOf(vendor),
    ordersCompleted: ordersCompletedOf(vendor),
    organic: organicOf(vendor),
    delivery: freeDeliveryText(readAttribute(vendor, VENDOR_ATTR.deliveryCharges), readAttribute(vendor, VENDOR_ATTR.minimumOrder)),
    experience: experienceText(readAttribute(vendor, VENDOR_ATTR.establishedYear), now),
  };
}
