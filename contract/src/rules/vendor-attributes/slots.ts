/**
 * Pickup slots (spec section 2 "Fulfillment and Scheduling", 4 "Attribute editor"): 'HH:MM-HH:MM'
 * ranges generated from a start, an end and an interval in hours, from the business hours
 * (shopTiming) or from custom hours.
 */
import { type TimeRange, decodeTime, formatSlotRange, minutesToTime, parseSlotRange, timeToMinutes } from './codecs.js';

/**
 * Slot interval choices in hours. The spec does not list them (default 1 hour); 1 to 4 hours cover a
 * shop's pickup windows without leaving a day with a single slot.
 */
export const SLOT_INTERVAL_OPTIONS = [1, 2, 3, 4] as const;
export const DEFAULT_SLOT_INTERVAL = 1;

export type SlotMode = 'businessHours' | 'customHours';

/** Hourly time-picker choices '00:00'…'23:00' (spec section 9: time pickers are hourly). */
export const HOURLY_TIMES: readonly string[] = Array.from({ length: 24 }, (_, h) => minutesToTime(h * 60));

/** Time-picker defaults (spec section 9): opening 8:00 AM, closing from 5:00 PM, break from 12:00 PM. */
export const TIME_PICKER_DEFAULTS = { opening: '08:00', closing: '17:00', breakStart: '12:00' } as const;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

/**
 * Consecutive ranges of `intervalHours` from start to end. Only whole slots: a remainder shorter
 * than the interval at the end of the day is left out. Slots overlapping a `skip` range (the lunch
 * break, in business-hours mode) are left out. Invalid times, an end not after the start, or an
 * interval that is not a positive number give no slots.
 */
export function generateSlots(start: string, end: string, intervalHours: number, skip: readonly TimeRange[] = []): string[] {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  if (from === null || to === null || to <= from || !(intervalHours > 0)) return [];
  const step = Math.round(intervalHours * 60);
  const breaks = skip.flatMap((r) => {
    const s = timeToMinutes(r.start);
    const e = timeToMinutes(r.end);
    return s !== null && e !== null && e > s ? [{ start: s, end: e }] : [];
  });
  const slots: string[] = [];
  for (let t = from; t + step <= to; t += step) {
    const slot = { start: t, end: t + step };
    if (breaks.some((b) => overlaps(slot, b))) continue;
    slots.push(formatSlotRange({ start: minutesToTime(slot.start), end: minutesToTime(slot.end) }));
  }
  return slots;
}

export interface SlotSource {
  mode: SlotMode;
  /** shopTiming, used in business-hours mode. */
  shopTiming: TimeRange;
  /** The lunch break (offHours), left out of business-hours slots; empty range = no break. */
  offHours: TimeRange;
  /** Custom hours, used in custom mode. */
  custom: TimeRange;
  intervalHours: number;
}

/** The range slots are generated over in this mode ('' times when unset). */
export function slotHours(source: Pick<SlotSource, 'mode' | 'shopTiming' | 'custom'>): TimeRange {
  const r = source.mode === 'businessHours' ? source.shopTiming : source.custom;
  return { start: decodeTime(r.start), end: decodeTime(r.end) };
}

/** The slots of a source: business hours minus the lunch break, or the custom hours. */
export function slotsFor(source: SlotSource): string[] {
  const { start, end } = slotHours(source);
  const skip = source.mode === 'businessHours' ? [source.offHours] : [];
  return generateSlots(start, end, source.intervalHours, skip);
}

const sameSlots = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

/** "Regenerate only if they differ": the current list itself when equal, so no state change follows. */
export function slotsIfChanged<T extends readonly string[]>(current: T, generated: string[]): T | string[] {
  return sameSlots(current, generated) ? current : generated;
}

/**
 * How stored slots were made, for opening the editor: business hours when they equal the business
 * hours' slots at some interval; otherwise custom hours from the first slot's start to the last
 * one's end, the interval being the first slot's length when it is an option (else the default).
 */
export function inferSlotSource(slots: readonly string[], shopTiming: TimeRange, offHours: TimeRange): Omit<SlotSource, 'shopTiming' | 'offHours'> {
  const empty = { start: '', end: '' };
  if (slots.length === 0) return { mode: 'businessHours', custom: empty, intervalHours: DEFAULT_SLOT_INTERVAL };
  for (const intervalHours of SLOT_INTERVAL_OPTIONS) {
    const business = slotsFor({ mode: 'businessHours', shopTiming, offHours, custom: empty, intervalHours });
    if (sameSlots(business, slots)) return { mode: 'businessHours', custom: empty, intervalHours };
  }
  const first = parseSlotRange(slots[0]);
  const last = parseSlotRange(slots[slots.length - 1]);
  const length = first ? ((timeToMinutes(first.end) ?? 0) - (timeToMinutes(first.start) ?? 0)) / 60 : 0;
  const intervalHours = (SLOT_INTERVAL_OPTIONS as readonly number[]).includes(length) ? length : DEFAULT_SLOT_INTERVAL;
  return { mode: 'customHours', custom: { start: first?.start ?? '', end: last?.end ?? '' }, intervalHours };
}
