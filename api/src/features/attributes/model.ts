/**
 * Vendor attribute rules the API applies. The per-attribute checks and
 * the normalisation are the shared rules (`@vd/contract/rules`, spec section 5); this
 * file adds what only the server decides: which names a vendor may write, the master list's types,
 * and the check of a whole PUT vendor/attribute body against what is stored.
 */
import {
  ATTRIBUTE_ENCODINGS,
  type AttributeEncoding,
  type AttributeProblem,
  type AttributeUpdate,
  isKnownAttributeName,
  KNOWN_ATTRIBUTE_NAMES,
  normaliseAttributeValue,
  PUBLIC_PROFILE_ATTR,
  VENDOR_ATTR,
  validateAttributeValue,
  validateDeliveryDays,
  validateShopHours,
  decodeOffHours,
  decodeShopTiming,
} from '@vd/contract';
import { AppError } from '../../http/errors.js';

/**
 * Names the public profile reads that are not the vendor's to set: figures the marketplace computes
 * (ratings, order counts, organic share) and 'Mins Delivery', the other spelling of delivery_minutes
 * (which the vendor sets).
 */
export const READ_ONLY_ATTRIBUTES: ReadonlySet<string> = new Set([
  PUBLIC_PROFILE_ATTR.averageRating,
  PUBLIC_PROFILE_ATTR.rating,
  PUBLIC_PROFILE_ATTR.ordersCompleted,
  PUBLIC_PROFILE_ATTR.organicProduce,
  PUBLIC_PROFILE_ATTR.minsDelivery,
]);

/**
 * The names a vendor may save, in the order of spec section 3: every vendor attribute and
 * delivery_minutes. Also the master list (the demo seed's list is the same, with the same ids).
 */
export const EDITABLE_ATTRIBUTE_NAMES: readonly string[] = KNOWN_ATTRIBUTE_NAMES.filter((n) => !READ_ONLY_ATTRIBUTES.has(n));

/** The master list's `type` of an encoding (the words the seed and the spec's clients use). */
export function definitionType(encoding: AttributeEncoding): string {
  switch (encoding) {
    case 'number':
    case 'integer':
    case 'year':
    case 'rating':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'shopTiming':
    case 'offHours':
    case 'jsonObject':
    case 'preparationTime':
    case 'deliverySlots':
      return 'json';
    case 'url':
      return 'url';
    default:
      return 'string';
  }
}

/** The master list the API guarantees in every database: each editable name with its type. */
export function attributeDefinitionsToEnsure(): { name: string; type: string; sort: number }[] {
  return EDITABLE_ATTRIBUTE_NAMES.map((name, sort) => ({
    name,
    type: definitionType(ATTRIBUTE_ENCODINGS[name as keyof typeof ATTRIBUTE_ENCODINGS]),
    sort,
  }));
}

/** A checked row: the stored name and its normalised value. */
export interface AttributeRow {
  name: string;
  value: string;
}

/** Problems listed in one answer (the message names the first). */
const MAX_LISTED = 50;

/**
 * Checks a PUT vendor/attribute body and answers the rows to store (normalised), or throws a 400:
 * UNKNOWN_ATTRIBUTE (a name of no attribute), ATTRIBUTE_READ_ONLY, DUPLICATE_ATTRIBUTE (a name twice),
 * INVALID_ATTRIBUTE (a value the shared rules refuse, minDays above maxDays, or hours that cannot be
 * true — closing not after opening, a lunch break outside them — counting the stored values the body
 * leaves alone). The 400's `attributes` lists every problem as {name, message}.
 */
export function checkAttributeRows(rows: readonly AttributeUpdate[], stored: ReadonlyMap<string, string>, now: Date): AttributeRow[] {
  const problems: (AttributeProblem & { code: string })[] = [];
  const seen = new Set<string>();
  const out: AttributeRow[] = [];
  for (const row of rows) {
    const name = row.name.trim();
    if (!isKnownAttributeName(name)) {
      problems.push({ code: 'UNKNOWN_ATTRIBUTE', name, message: `Unknown attribute: ${name.slice(0, 100)}.` });
      continue;
    }
    if (READ_ONLY_ATTRIBUTES.has(name)) {
      problems.push({ code: 'ATTRIBUTE_READ_ONLY', name, message: `${name} is shown on the public profile and cannot be set here.` });
      continue;
    }
    if (seen.has(name)) {
      problems.push({ code: 'DUPLICATE_ATTRIBUTE', name, message: `${name} is in the list more than once.` });
      continue;
    }
    seen.add(name);
    const message = validateAttributeValue(name, row.value, now);
    if (message !== null) {
      problems.push({ code: 'INVALID_ATTRIBUTE', name, message: `${name}: ${message}` });
      continue;
    }
    out.push({ name, value: normaliseAttributeValue(name, row.value) });
  }
  if (problems.length === 0) {
    const incoming = new Map(out.map((r) => [r.name, r.value]));
    const current = (name: string) => incoming.get(name) ?? stored.get(name) ?? '';
    if (incoming.has(VENDOR_ATTR.minDays) || incoming.has(VENDOR_ATTR.maxDays)) {
      const message = validateDeliveryDays(current(VENDOR_ATTR.minDays), current(VENDOR_ATTR.maxDays));
      if (message !== null) problems.push({ code: 'INVALID_ATTRIBUTE', name: VENDOR_ATTR.minDays, message: `minDays: ${message}` });
    }
    if (incoming.has(VENDOR_ATTR.shopTiming) || incoming.has(VENDOR_ATTR.offHours)) {
      // Hours that can be true, counting the stored value of the one the body leaves alone; the
      // message is the text the editor shows, word for word.
      const hours = validateShopHours(decodeShopTiming(current(VENDOR_ATTR.shopTiming)).value, decodeOffHours(current(VENDOR_ATTR.offHours)).value);
      if (hours.closing) problems.push({ code: 'INVALID_ATTRIBUTE', name: VENDOR_ATTR.shopTiming, message: hours.closing });
      const lunch = hours.breakStart ?? hours.breakEnd;
      if (lunch) problems.push({ code: 'INVALID_ATTRIBUTE', name: VENDOR_ATTR.offHours, message: lunch });
    }
  }
  const first = problems[0];
  if (first) {
    const listed = problems.slice(0, MAX_LISTED).map(({ name, message }) => ({ name, message }));
    const more = problems.length > 1 ? ` (${problems.length} problems; see attributes)` : '';
    throw new AppError(400, first.code, `${first.message}${more}`, { attributes: listed });
  }
  return out;
}
