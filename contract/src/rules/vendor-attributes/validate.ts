/**
 * Validation of vendor attributes (spec section 5): the editor runs it on the form, the API on every
 * `{name, value}` of PUT vendor/attribute. Each check answers null (valid) or the message to show.
 * Empty values are always valid: they mean "not set".
 */
import {
  type TimeRange,
  addHours,
  decodeCertificates,
  decodeDeliverySlots,
  decodeList,
  decodeOffHours,
  decodePreparationTime,
  decodeShopTiming,
  encodeDeliverySlots,
  encodeOffHours,
  encodePreparationTime,
  encodeShopTiming,
  decodeNumber,
  decodeProductDeliveryType,
  decodeTime,
  decodeWeeklyOffDays,
  encodeBoolean,
  decodeBoolean,
  encodeCertificates,
  encodeList,
  encodeWeeklyOffDays,
  isBooleanWord,
  isTime,
  parseSlotRange,
  timeToMinutes,
  PREPARATION_HOUR_OPTIONS,
} from './codecs.js';
import { RULE_MESSAGES, SPEC_MESSAGES, unknownAttributeMessage } from './messages.js';
import { attributeEncoding } from './names.js';
import { isUpiId, normaliseUpiId, UPI_NAME_MAX_LENGTH } from '../payment.js';

export type ValidationResult = string | null;

const text = (value: string | null | undefined): string => (value ?? '').trim();

// ---------------------------------------------------------------- GST, PAN, Udyam

/** Two digits, five capital letters, four digits, a capital letter, 1-9 or A-Z, Z, an alphanumeric. */
export const GST_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Five capital letters, four digits, a capital letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** UDYAM-, two capital letters, two digits, seven digits. */
export const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;

/** GST, PAN and Udyam numbers are upper-cased (and trimmed) before they are checked and stored. */
export const normaliseTaxId = (value: string | null | undefined): string => text(value).toUpperCase();

/** `message` is a key: the text is read when a value fails, in the page's language. */
const checkPattern =
  (pattern: RegExp, message: 'gst' | 'pan' | 'udyam') =>
  (value: string | null | undefined): ValidationResult => {
    const v = normaliseTaxId(value);
    return v === '' || pattern.test(v) ? null : SPEC_MESSAGES[message];
  };

/** Checked only when non-empty, after upper-casing: 'Invalid GST Number format.' */
export const validateGst = checkPattern(GST_PATTERN, 'gst');
/** Checked only when non-empty, after upper-casing: 'Invalid PAN Number format.' */
export const validatePan = checkPattern(PAN_PATTERN, 'pan');
/** Checked only when non-empty, after upper-casing: 'Invalid Udyam format. (e.g., UDYAM-XX-00-0000000)' */
export const validateUdyam = checkPattern(UDYAM_PATTERN, 'udyam');

// ---------------------------------------------------------------- UPI ID

/** Checked only when non-empty: `name@handle` (letters, digits, `.`, `-`, `_`), else 'Invalid UPI ID format.' */
export const validateUpiId = (value: string | null | undefined): ValidationResult => {
  const v = normaliseUpiId(value);
  return v === '' || isUpiId(v) ? null : SPEC_MESSAGES.upiId;
};

// ---------------------------------------------------------------- numbers, years, times

/**
 * India's time zone. The same value as INDIA_TIME_ZONE of shared/src/format, written here because
 * the API build compiles only shared/src/api-contract (api/tsconfig.contract.json, rootDir).
 */
const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The calendar year in India at `now` (the shop's year, whatever the server's or phone's zone). */
export function currentYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, year: 'numeric' }).format(now));
}

/** Four digits, not after the current year: 'Established year cannot be in the future'. */
export function validateEstablishedYear(value: string | null | undefined, now: Date): ValidationResult {
  const v = text(value);
  if (v === '') return null;
  if (!/^\d{4}$/.test(v)) return RULE_MESSAGES.notAYear;
  return Number(v) > currentYear(now) ? SPEC_MESSAGES.yearInFuture : null;
}

/** A finite number of 0 or more (delivery charges, minimum order). */
export function validateNonNegativeNumber(value: string | null | undefined): ValidationResult {
  const v = text(value);
  if (v === '') return null;
  const n = decodeNumber(v);
  return n === null || n < 0 ? RULE_MESSAGES.notANumber : null;
}

/** A whole number of 0 or more (minimum and maximum delivery days). */
export function validateNonNegativeInteger(value: string | null | undefined): ValidationResult {
  const v = text(value);
  if (v === '') return null;
  return /^\d+$/.test(v) ? null : RULE_MESSAGES.notAWholeNumber;
}

/** Minimum delivery days not above maximum (both optional). */
export function validateDeliveryDays(minDays: string | null | undefined, maxDays: string | null | undefined): ValidationResult {
  const min = validateNonNegativeInteger(minDays);
  if (min) return min;
  const max = validateNonNegativeInteger(maxDays);
  if (max) return max;
  if (text(minDays) === '' || text(maxDays) === '') return null;
  return Number(text(minDays)) > Number(text(maxDays)) ? RULE_MESSAGES.minAboveMax : null;
}

/** Two digits, colon, two digits, a real time of day. */
export function validateTime(value: string | null | undefined): ValidationResult {
  const v = text(value);
  return v === '' || isTime(v) ? null : RULE_MESSAGES.notATime;
}

// ---------------------------------------------------------------- opening hours and the lunch break

/** Which of the hours is wrong: `closing` (closing not after opening) or `lunchBreak` (break start or end). */
export interface ShopHoursProblems {
  closing?: string;
  breakStart?: string;
  breakEnd?: string;
}

/**
 * Hours that can be true: closing after opening (when both are set: a shop's day
 * does not cross midnight, 23:59 is the end of the day); a lunch break that ends after it starts and
 * lies within the opening hours (when they are set). An empty break start means no break. The break
 * end defaults to start + 1 hour, as offHours is stored.
 */
export function validateShopHours(shopTiming: TimeRange, offHours: TimeRange): ShopHoursProblems {
  const problems: ShopHoursProblems = {};
  const open = timeToMinutes(shopTiming.start);
  const close = timeToMinutes(shopTiming.end);
  const hoursValid = open !== null && close !== null && close > open;
  if (open !== null && close !== null && !hoursValid) problems.closing = RULE_MESSAGES.closingBeforeOpening;
  const breakStart = timeToMinutes(offHours.start);
  if (breakStart === null) return problems;
  const breakEnd = timeToMinutes(offHours.end === '' ? addHours(offHours.start, 1) : offHours.end);
  if (hoursValid && (breakStart < open || breakStart >= close)) problems.breakStart = RULE_MESSAGES.breakOutsideHours;
  else if (breakEnd === null || breakEnd <= breakStart || (hoursValid && breakEnd > close)) problems.breakEnd = RULE_MESSAGES.breakOutsideHours;
  return problems;
}

// ---------------------------------------------------------------- pickup slot hours

/** Custom slot hours: both times chosen, end after start. */
export function validateCustomSlotHours(start: string, end: string): ValidationResult {
  if (decodeTime(start) === '') return SPEC_MESSAGES.slotStartMissing;
  if (decodeTime(end) === '') return SPEC_MESSAGES.slotEndMissing;
  return (timeToMinutes(end) ?? 0) > (timeToMinutes(start) ?? 0) ? null : RULE_MESSAGES.slotEndBeforeStart;
}

/** The business-hours slot option needs opening and closing times from Step 1. */
export function validateBusinessHoursForSlots(shopTiming: TimeRange): ValidationResult {
  if (decodeTime(shopTiming.start) === '' || decodeTime(shopTiming.end) === '') return SPEC_MESSAGES.businessHoursMissing;
  return (timeToMinutes(shopTiming.end) ?? 0) > (timeToMinutes(shopTiming.start) ?? 0) ? null : RULE_MESSAGES.slotEndBeforeStart;
}

// ---------------------------------------------------------------- one attribute, as the API receives it

type JsonCheck = { error: string } | { object: Record<string, unknown> };

function jsonObject(value: string): JsonCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { error: RULE_MESSAGES.notJson };
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? { object: parsed as Record<string, unknown> }
    : { error: RULE_MESSAGES.notAnObject };
}

const absent = (v: unknown): boolean => v === undefined || v === null || v === '';
const timeOrAbsent = (v: unknown): boolean => absent(v) || isTime(v);

const MAX_TEXT_LENGTH = 2000;

function validateUrl(value: string): ValidationResult {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : RULE_MESSAGES.url;
  } catch {
    return RULE_MESSAGES.url;
  }
}

function validateJsonAttribute(encoding: string, value: string): ValidationResult {
  const check = jsonObject(value);
  if ('error' in check) return check.error;
  const o = check.object;
  switch (encoding) {
    case 'shopTiming':
      return timeOrAbsent(o.start) && timeOrAbsent(o.end) ? null : RULE_MESSAGES.notATime;
    case 'offHours':
      return isTime(o.start) && timeOrAbsent(o.end) ? null : RULE_MESSAGES.notATime;
    case 'preparationTime': {
      if (absent(o.product)) return null;
      const hours = typeof o.product === 'number' || typeof o.product === 'string' ? Number(o.product) : Number.NaN;
      return (PREPARATION_HOUR_OPTIONS as readonly number[]).includes(hours) ? null : RULE_MESSAGES.preparationHours;
    }
    case 'deliverySlots':
      if (absent(o.service)) return null;
      return Array.isArray(o.service) && o.service.every((s) => parseSlotRange(s) !== null) ? null : RULE_MESSAGES.slotRanges;
    default:
      return null;
  }
}

/**
 * Validates one attribute as PUT vendor/attribute carries it: null when valid, else the message.
 * Empty values are valid (not set). Unknown names are refused.
 */
export function validateAttributeValue(name: string, value: string | null | undefined, now: Date): ValidationResult {
  const encoding = attributeEncoding(name);
  if (encoding === null) return unknownAttributeMessage(name);
  const v = text(value);
  if (v === '') return null;
  switch (encoding) {
    case 'number':
      return validateNonNegativeNumber(v);
    case 'integer':
      return validateNonNegativeInteger(v);
    case 'year':
      return validateEstablishedYear(v, now);
    case 'boolean':
      return isBooleanWord(v) ? null : RULE_MESSAGES.notABoolean;
    case 'shopTiming':
    case 'offHours':
    case 'jsonObject':
    case 'preparationTime':
    case 'deliverySlots':
      return validateJsonAttribute(encoding, v);
    case 'weekdayList': {
      const items = decodeList(v);
      return items.every((item) => decodeWeeklyOffDays(item).length === 1) ? null : RULE_MESSAGES.weekdays;
    }
    case 'productDeliveryType':
      return decodeProductDeliveryType(v) === null ? RULE_MESSAGES.productDeliveryType : null;
    case 'gst':
      return validateGst(v);
    case 'pan':
      return validatePan(v);
    case 'udyam':
      return validateUdyam(v);
    case 'url':
      return validateUrl(v);
    case 'rating': {
      const n = decodeNumber(v);
      return n === null || n < 0 || n > 5 ? RULE_MESSAGES.rating : null;
    }
    case 'upiId':
      return validateUpiId(v);
    case 'upiName':
      return v.length > UPI_NAME_MAX_LENGTH ? RULE_MESSAGES.upiNameTooLong : null;
    case 'textList':
    case 'certificates':
    case 'text':
      return v.length > MAX_TEXT_LENGTH ? RULE_MESSAGES.tooLong : null;
  }
}

/**
 * The stored form of a valid value (call after validateAttributeValue): trimmed; GST/PAN/Udyam
 * upper-cased; booleans 'true'/'false' (a missing boolean is 'false'); day lists in canonical names
 * and week order; lists and certificates without empty items or incomplete pairs; JSON values
 * re-encoded (offHours gains its default end); '' stays '' (not set).
 */
export function normaliseAttributeValue(name: string, value: string | null | undefined): string {
  const v = text(value);
  switch (attributeEncoding(name)) {
    case 'boolean':
      return encodeBoolean(decodeBoolean(v));
    case 'gst':
    case 'pan':
    case 'udyam':
      return normaliseTaxId(v);
    case 'weekdayList':
      return encodeWeeklyOffDays(decodeWeeklyOffDays(v));
    case 'textList':
      return encodeList(decodeList(v));
    case 'certificates':
      return encodeCertificates(decodeCertificates(v));
    case 'shopTiming':
      return encodeShopTiming(decodeShopTiming(v).value);
    case 'offHours':
      return encodeOffHours(decodeOffHours(v).value);
    case 'preparationTime':
      return encodePreparationTime(decodePreparationTime(v).value);
    case 'deliverySlots':
      return encodeDeliverySlots(decodeDeliverySlots(v).value);
    case 'jsonObject': {
      const check = v === '' ? null : jsonObject(v);
      return check && 'object' in check ? JSON.stringify(check.object) : v;
    }
    default:
      return v;
  }
}
