/**
 * Glue between the vendor record, the attribute master list and the shared editor rules
 * (`@vd/contract/rules`, which hold every encoding and rule of the spec).
 */
import { formatTimeOfDay } from '@vd/shared/format';
import { readAttribute } from '@vd/shared/session';
import {
  type AttributeEntry,
  type AttributeLookup,
  type BusinessDetailsField,
  HOURLY_TIMES,
  WEEKDAYS,
  type WeeklyOffDay,
  formatTime12h,
  parseSlotRange,
} from '@vd/contract/rules';
import type { AttributeDefinition } from '@vd/contract';
import type { AttributeWrite } from '../../../lib/data/attributes';
import { DEFAULT_LOCALE, getLocale, intlLocale } from '@vd/shared/i18n';

type VendorLike = Parameters<typeof readAttribute>[0];

/** The editor's attribute lookup over a vendor record (name/attributeName, value/attributeValue). */
export const vendorLookup =
  (vendor: VendorLike): AttributeLookup =>
  (name) =>
    readAttribute(vendor, name);

/**
 * PUT vendor/attribute entries: each name with the master list's id; without a master list (it
 * failed to load) or for a name it lacks, the id of the vendor's own attribute of that name, else ''.
 */
export function toAttributeWrites(
  entries: readonly AttributeEntry[],
  definitions: readonly AttributeDefinition[] | null,
  vendor: VendorLike,
): AttributeWrite[] {
  const masterIds = new Map((definitions ?? []).map((d) => [d.name, d.id]));
  const ownIds = new Map<string, string>();
  for (const a of vendor?.attributeValues ?? []) {
    const name = a?.name ?? a?.attributeName;
    if (name && a.id !== undefined && a.id !== null && !ownIds.has(name)) ownIds.set(name, String(a.id));
  }
  return entries.map((e) => ({ id: masterIds.get(e.name) || ownIds.get(e.name) || '', name: e.name, value: e.value }));
}

/**
 * A time as people read it in the page's language: '9:00 AM' in English (as before), else Intl's
 * clock of the language (the shared formatter).
 */
export function timeLabel(value: string): string {
  return getLocale() === DEFAULT_LOCALE ? formatTime12h(value) : formatTimeOfDay(value);
}

/** A weekly-off day's name in the page's language ('Monday', 'सोमवार', 'திங்கள்'); 'all' is left as it is. */
export function weekdayLabel(day: WeeklyOffDay): string {
  const index = (WEEKDAYS as readonly string[]).indexOf(day);
  if (index < 0) return day;
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
}

/** The hourly picker choices, with the current value kept when it is not on the hour (e.g. 09:30). */
export function timeChoices(current: string): { value: string; label: string }[] {
  const values = HOURLY_TIMES.includes(current) || current === '' ? [...HOURLY_TIMES] : [...HOURLY_TIMES, current].sort();
  return values.map((value) => ({ value, label: timeLabel(value) }));
}

/** '09:00-10:00' as people read it: '9:00 AM – 10:00 AM'. */
export function slotLabel(slot: string): string {
  const range = parseSlotRange(slot);
  return range ? `${timeLabel(range.start)} – ${timeLabel(range.end)}` : slot;
}

/**
 * Which field errors to show: all of them after a save attempt; before that only those of fields
 * the vendor has left (so a half-typed GST number is not flagged while typing).
 */
export function visibleErrors(
  errors: Partial<Record<BusinessDetailsField, string>>,
  touched: ReadonlySet<BusinessDetailsField>,
  attempted: boolean,
): Partial<Record<BusinessDetailsField, string>> {
  if (attempted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as BusinessDetailsField)));
}

/** The cards' fields in screen order, to scroll to the first one with an error. */
export const FIELD_ORDER: readonly BusinessDetailsField[] = [
  'deliveryCharges',
  'minimumOrder',
  'openingTime',
  'closingTime',
  'breakStart',
  'breakEnd',
  'deliveryDays',
  'slotHours',
  'establishedYear',
  'gstNo',
  'panNo',
  'udyamNo',
  'upiId',
  'upiPayeeName',
];

export const firstErrorField = (errors: Partial<Record<BusinessDetailsField, string>>): BusinessDetailsField | null =>
  FIELD_ORDER.find((f) => errors[f] !== undefined) ?? null;
