/**
 * The business-details editor (spec section 2 "/profile/business/edit", 4 "Attribute editor") as a
 * plain state: read from the vendor's attributes, changed by pure transitions that carry the spec's
 * rules, validated, and written back as `{name, value}` entries for PUT vendor/attribute.
 *
 * Reading takes a lookup function (name → stored value or null) so the browser passes the session's
 * `readAttribute` (which accepts name/attributeName and value/attributeValue entries) and the API its
 * own rows, and this module stays free of both.
 */
import {
  ALL_DAYS,
  type Certificate,
  type Decoded,
  type ProductDeliveryType,
  type TimeRange,
  type WeeklyOffDay,
  type Weekday,
  WEEKDAYS,
  addHours,
  decodeBoolean,
  decodeCertificates,
  decodeDeliveryMethod,
  decodeDeliverySlots,
  decodeList,
  decodeOffHours,
  decodePreparationTime,
  decodeProductDeliveryType,
  decodeShopTiming,
  decodeWeeklyOffDays,
  encodeBoolean,
  encodeCertificates,
  encodeDeliveryMethod,
  encodeDeliverySlots,
  encodeList,
  encodeOffHours,
  encodePreparationTime,
  encodeShopTiming,
  encodeWeeklyOffDays,
} from './codecs.js';
import { VENDOR_ATTR, type VendorAttributeName } from './names.js';
import { DEFAULT_SLOT_INTERVAL, type SlotMode, TIME_PICKER_DEFAULTS, inferSlotSource, slotsFor, slotsIfChanged } from './slots.js';
import {
  type ValidationResult,
  normaliseTaxId,
  validateBusinessHoursForSlots,
  validateCustomSlotHours,
  validateDeliveryDays,
  validateEstablishedYear,
  validateGst,
  validateNonNegativeNumber,
  validatePan,
  validateTime,
  validateShopHours,
  validateUdyam,
  validateUpiId,
  validateAttributeValue,
} from './validate.js';
import { normaliseUpiId } from '../payment.js';

/** name → stored value (null when the vendor has none). */
export type AttributeLookup = (name: string) => string | null;

export interface BusinessDetailsForm {
  // Operational Basics
  deliveryCharges: string;
  minimumOrder: string;
  shopTiming: TimeRange;
  hasLunchBreak: boolean;
  offHours: TimeRange;
  weeklyOffDays: WeeklyOffDay[];
  isFranchise: boolean;
  franchiseBrands: string[];
  // Fulfillment and Scheduling
  productDeliveryType: ProductDeliveryType | null;
  /** Same-day delivery time in hours (1-6), null when not chosen. */
  preparationHours: number | null;
  minDays: string;
  maxDays: string;
  isServiceProvider: boolean;
  slotMode: SlotMode;
  customHours: TimeRange;
  slotInterval: number;
  serviceSlots: string[];
  // Legal and Business Details
  establishedYear: string;
  gstNo: string;
  panNo: string;
  udyamNo: string;
  certifications: Certificate[];
  // Payments (UPI)
  upiId: string;
  upiPayeeName: string;
}

/** One JSON attribute that could not be read (defaults were used); log it. */
export interface AttributeFallback {
  name: VendorAttributeName;
  reason: string;
}

const str = (v: string | null): string => (v ?? '').trim();

/** Reads the form from a vendor's attributes; `fallbacks` lists JSON values that were unreadable. */
export function readBusinessDetails(read: AttributeLookup): { form: BusinessDetailsForm; fallbacks: AttributeFallback[] } {
  const fallbacks: AttributeFallback[] = [];
  const json = <T>(name: VendorAttributeName, decode: (raw: string | null) => Decoded<T>): T => {
    const d = decode(read(name));
    if (d.fellBack) fallbacks.push({ name, reason: d.reason ?? 'unreadable' });
    return d.value;
  };
  const shopTiming = withPickerDefaults(json(VENDOR_ATTR.shopTiming, decodeShopTiming));
  const offHours = json(VENDOR_ATTR.offHours, decodeOffHours);
  const serviceSlots = json(VENDOR_ATTR.deliverySlots, decodeDeliverySlots);
  const preparationHours = json(VENDOR_ATTR.deliveryPreparationTime, decodePreparationTime);
  json(VENDOR_ATTR.deliveryMethod, decodeDeliveryMethod);
  const slots = inferSlotSource(serviceSlots, shopTiming, offHours);
  const isServiceProvider = decodeBoolean(read(VENDOR_ATTR.serviceDeliveryType)) || serviceSlots.length > 0;
  const form: BusinessDetailsForm = {
    deliveryCharges: str(read(VENDOR_ATTR.deliveryCharges)),
    minimumOrder: str(read(VENDOR_ATTR.minimumOrder)),
    shopTiming,
    hasLunchBreak: offHours.start !== '',
    offHours,
    weeklyOffDays: decodeWeeklyOffDays(read(VENDOR_ATTR.weeklyOffDay)),
    isFranchise: decodeBoolean(read(VENDOR_ATTR.isFranchise)),
    franchiseBrands: decodeList(read(VENDOR_ATTR.franchiseName)),
    productDeliveryType: decodeProductDeliveryType(read(VENDOR_ATTR.productDeliveryType)),
    preparationHours,
    minDays: str(read(VENDOR_ATTR.minDays)),
    maxDays: str(read(VENDOR_ATTR.maxDays)),
    isServiceProvider,
    slotMode: slots.mode,
    customHours: slots.custom,
    slotInterval: slots.intervalHours,
    serviceSlots,
    establishedYear: str(read(VENDOR_ATTR.establishedYear)),
    gstNo: str(read(VENDOR_ATTR.gstNo)),
    panNo: str(read(VENDOR_ATTR.panNo)),
    udyamNo: str(read(VENDOR_ATTR.udyamNo)),
    certifications: decodeCertificates(read(VENDOR_ATTR.certifications)),
    upiId: str(read(VENDOR_ATTR.upiId)),
    upiPayeeName: str(read(VENDOR_ATTR.upiPayeeName)),
  };
  return { form, fallbacks };
}

/**
 * Hours not set start at the pickers' defaults (spec section 9: opening 8:00 AM, closing 5:00 PM),
 * not empty; hours set stay as they are (one time set keeps the other empty).
 */
function withPickerDefaults(range: TimeRange): TimeRange {
  if (range.start !== '' || range.end !== '') return range;
  return { start: TIME_PICKER_DEFAULTS.opening, end: TIME_PICKER_DEFAULTS.closing };
}

export interface AttributeEntry {
  name: VendorAttributeName;
  value: string;
}

/**
 * The form as PUT vendor/attribute entries, every encoding of spec section 3: booleans always
 * written ('false' when off), lists semicolon-joined, JSON values compact, tax ids upper-cased,
 * '' for anything not set. deliveryMethod carries the product delivery type ({"product": …}).
 * What the screen hides is written empty: prep time and min/max days when the option is Self Pickup.
 */
export function writeBusinessDetails(form: BusinessDetailsForm): AttributeEntry[] {
  const entries: [VendorAttributeName, string][] = [
    [VENDOR_ATTR.deliveryCharges, form.deliveryCharges.trim()],
    [VENDOR_ATTR.minimumOrder, form.minimumOrder.trim()],
    [VENDOR_ATTR.shopTiming, encodeShopTiming(form.shopTiming)],
    [VENDOR_ATTR.offHours, form.hasLunchBreak ? encodeOffHours(form.offHours) : ''],
    [VENDOR_ATTR.weeklyOffDay, encodeWeeklyOffDays(form.weeklyOffDays)],
    [VENDOR_ATTR.isFranchise, encodeBoolean(form.isFranchise)],
    [VENDOR_ATTR.franchiseName, form.isFranchise ? encodeList(form.franchiseBrands) : ''],
    [VENDOR_ATTR.productDeliveryType, form.productDeliveryType ?? ''],
    [VENDOR_ATTR.deliveryMethod, encodeDeliveryMethod(form.productDeliveryType ? { product: form.productDeliveryType } : {})],
    // Prep time and delivery days are hidden (and so not saved) for Self Pickup or no option.
    [VENDOR_ATTR.deliveryPreparationTime, showsDeliveryTiming(form) ? encodePreparationTime(form.preparationHours) : ''],
    [VENDOR_ATTR.minDays, showsDeliveryTiming(form) ? form.minDays.trim() : ''],
    [VENDOR_ATTR.maxDays, showsDeliveryTiming(form) ? form.maxDays.trim() : ''],
    [VENDOR_ATTR.serviceDeliveryType, encodeBoolean(form.isServiceProvider)],
    [VENDOR_ATTR.deliverySlots, form.isServiceProvider ? encodeDeliverySlots(form.serviceSlots) : ''],
    [VENDOR_ATTR.establishedYear, form.establishedYear.trim()],
    [VENDOR_ATTR.gstNo, normaliseTaxId(form.gstNo)],
    [VENDOR_ATTR.panNo, normaliseTaxId(form.panNo)],
    [VENDOR_ATTR.udyamNo, normaliseTaxId(form.udyamNo)],
    [VENDOR_ATTR.certifications, encodeCertificates(form.certifications)],
    [VENDOR_ATTR.upiId, normaliseUpiId(form.upiId)],
    [VENDOR_ATTR.upiPayeeName, form.upiPayeeName.trim()],
  ];
  return entries.map(([name, value]) => ({ name, value }));
}

// ---------------------------------------------------------------- transitions (each returns a new form)

/** Regenerates the pickup slots from the current source, keeping the same list when nothing differs. */
export function refreshSlots(form: BusinessDetailsForm): BusinessDetailsForm {
  if (!form.isServiceProvider) return form;
  const generated = slotsFor({
    mode: form.slotMode,
    shopTiming: form.shopTiming,
    offHours: form.hasLunchBreak ? form.offHours : { start: '', end: '' },
    custom: form.customHours,
    intervalHours: form.slotInterval,
  });
  const serviceSlots = slotsIfChanged(form.serviceSlots, generated);
  return serviceSlots === form.serviceSlots ? form : { ...form, serviceSlots: [...serviceSlots] };
}

/** Opening/closing time; business-hours slots follow. */
export function setShopTiming(form: BusinessDetailsForm, shopTiming: TimeRange): BusinessDetailsForm {
  return refreshSlots({ ...form, shopTiming });
}

/** Lunch break Yes starts at the picker default (12:00, ending an hour later); No clears start and end. */
export function setLunchBreak(form: BusinessDetailsForm, on: boolean): BusinessDetailsForm {
  const offHours = on
    ? form.offHours.start !== ''
      ? form.offHours
      : { start: TIME_PICKER_DEFAULTS.breakStart, end: addHours(TIME_PICKER_DEFAULTS.breakStart, 1) }
    : { start: '', end: '' };
  return refreshSlots({ ...form, hasLunchBreak: on, offHours });
}

/** A new break start; an empty end or one not after the start becomes start + 1 hour. */
export function setBreakStart(form: BusinessDetailsForm, start: string): BusinessDetailsForm {
  const end = form.offHours.end !== '' && form.offHours.end > start ? form.offHours.end : addHours(start, 1);
  return refreshSlots({ ...form, offHours: { start, end } });
}

export function setBreakEnd(form: BusinessDetailsForm, end: string): BusinessDetailsForm {
  return refreshSlots({ ...form, offHours: { ...form.offHours, end } });
}

/** The weekly-off option meaning none: clears the selection. */
export const NOT_SPECIFIED = 'Not Specified';

/**
 * Weekly off days multi-select: 'Not Specified' clears; 'all' excludes the others (choosing it again
 * clears it); a day toggles and removes 'all'.
 */
export function toggleWeeklyOffDay(form: BusinessDetailsForm, option: Weekday | typeof ALL_DAYS | typeof NOT_SPECIFIED): BusinessDetailsForm {
  const current = form.weeklyOffDays;
  let next: WeeklyOffDay[];
  if (option === NOT_SPECIFIED) next = [];
  else if (option === ALL_DAYS) next = current.includes(ALL_DAYS) ? [] : [ALL_DAYS];
  else {
    const days = new Set<WeeklyOffDay>(current.filter((d) => d !== ALL_DAYS));
    if (days.has(option)) days.delete(option);
    else days.add(option);
    next = WEEKDAYS.filter((d) => days.has(d));
  }
  return { ...form, weeklyOffDays: next };
}

/** Franchise No clears the brand list. */
export function setFranchise(form: BusinessDetailsForm, on: boolean): BusinessDetailsForm {
  return { ...form, isFranchise: on, franchiseBrands: on ? form.franchiseBrands : [] };
}

/** Adds a brand (trimmed; blank or already listed, any case, is ignored). */
export function addFranchiseBrand(form: BusinessDetailsForm, brand: string): BusinessDetailsForm {
  const b = brand.trim();
  if (b === '' || form.franchiseBrands.some((x) => x.toLowerCase() === b.toLowerCase())) return form;
  return { ...form, franchiseBrands: [...form.franchiseBrands, b] };
}

export function removeFranchiseBrand(form: BusinessDetailsForm, index: number): BusinessDetailsForm {
  return { ...form, franchiseBrands: form.franchiseBrands.filter((_, i) => i !== index) };
}

/** Clicking the selected product delivery option clears it together with prep time, min and max days. */
export function selectProductDeliveryType(form: BusinessDetailsForm, option: ProductDeliveryType): BusinessDetailsForm {
  if (form.productDeliveryType === option) return { ...form, productDeliveryType: null, preparationHours: null, minDays: '', maxDays: '' };
  return { ...form, productDeliveryType: option };
}

/** Same-day delivery time choices toggle: clicking the chosen one again clears it. */
export function togglePreparationHours(form: BusinessDetailsForm, hours: number): BusinessDetailsForm {
  return { ...form, preparationHours: form.preparationHours === hours ? null : hours };
}

/** The delivery days Reset button. */
export function resetDeliveryDays(form: BusinessDetailsForm): BusinessDetailsForm {
  return { ...form, minDays: '', maxDays: '' };
}

/** Delivery days and time apply to anything other than Self Pickup. */
export const showsDeliveryTiming = (form: Pick<BusinessDetailsForm, 'productDeliveryType'>): boolean =>
  form.productDeliveryType !== null && form.productDeliveryType !== 'selfPickup';

/** Service provider No removes the slots, resets custom hours and the interval to 1; Yes generates slots. */
export function setServiceProvider(form: BusinessDetailsForm, on: boolean): BusinessDetailsForm {
  if (!on) {
    return {
      ...form,
      isServiceProvider: false,
      serviceSlots: [],
      slotMode: 'businessHours',
      customHours: { start: '', end: '' },
      slotInterval: DEFAULT_SLOT_INTERVAL,
    };
  }
  return refreshSlots({ ...form, isServiceProvider: true });
}

/** Switching to custom hours removes the current slots and resets the interval to 1; back to business hours regenerates. */
export function setSlotMode(form: BusinessDetailsForm, mode: SlotMode): BusinessDetailsForm {
  if (mode === form.slotMode) return form;
  if (mode === 'customHours') return { ...form, slotMode: mode, serviceSlots: [], slotInterval: DEFAULT_SLOT_INTERVAL };
  return refreshSlots({ ...form, slotMode: mode });
}

/** Slots regenerate when the interval changes (only if they differ). */
export function setSlotInterval(form: BusinessDetailsForm, hours: number): BusinessDetailsForm {
  return refreshSlots({ ...form, slotInterval: hours });
}

/** Custom start time; slots regenerate once the range is complete (only if they differ). */
export function setCustomStart(form: BusinessDetailsForm, start: string): BusinessDetailsForm {
  return refreshSlots({ ...form, customHours: { ...form.customHours, start } });
}

/** Slots regenerate when the end time changes (only if they differ). */
export function setCustomEnd(form: BusinessDetailsForm, end: string): BusinessDetailsForm {
  return refreshSlots({ ...form, customHours: { ...form.customHours, end } });
}

export function addCertificate(form: BusinessDetailsForm): BusinessDetailsForm {
  return { ...form, certifications: [...form.certifications, { name: '', number: '' }] };
}

export function updateCertificate(form: BusinessDetailsForm, index: number, change: Partial<Certificate>): BusinessDetailsForm {
  return { ...form, certifications: form.certifications.map((c, i) => (i === index ? { ...c, ...change } : c)) };
}

export function removeCertificate(form: BusinessDetailsForm, index: number): BusinessDetailsForm {
  return { ...form, certifications: form.certifications.filter((_, i) => i !== index) };
}

// ---------------------------------------------------------------- validation of the whole form

export type BusinessDetailsField =
  | 'deliveryCharges'
  | 'minimumOrder'
  | 'openingTime'
  | 'closingTime'
  | 'breakStart'
  | 'breakEnd'
  | 'deliveryDays'
  | 'slotHours'
  | 'establishedYear'
  | 'gstNo'
  | 'panNo'
  | 'udyamNo'
  | 'upiId'
  | 'upiPayeeName';

/** Every field's message (absent when valid); empty when the form can be saved. */
export function validateBusinessDetails(form: BusinessDetailsForm, now: Date): Partial<Record<BusinessDetailsField, string>> {
  const checks: [BusinessDetailsField, ValidationResult][] = [
    ['deliveryCharges', validateNonNegativeNumber(form.deliveryCharges)],
    ['minimumOrder', validateNonNegativeNumber(form.minimumOrder)],
    ['openingTime', validateTime(form.shopTiming.start)],
    ['closingTime', validateTime(form.shopTiming.end)],
    ['breakStart', form.hasLunchBreak ? validateTime(form.offHours.start) : null],
    ['breakEnd', form.hasLunchBreak ? validateTime(form.offHours.end) : null],
    ['deliveryDays', showsDeliveryTiming(form) ? validateDeliveryDays(form.minDays, form.maxDays) : null],
    [
      'slotHours',
      form.isServiceProvider
        ? form.slotMode === 'businessHours'
          ? validateBusinessHoursForSlots(form.shopTiming)
          : validateCustomSlotHours(form.customHours.start, form.customHours.end)
        : null,
    ],
    ['establishedYear', validateEstablishedYear(form.establishedYear, now)],
    ['gstNo', validateGst(form.gstNo)],
    ['panNo', validatePan(form.panNo)],
    ['udyamNo', validateUdyam(form.udyamNo)],
    ['upiId', validateUpiId(form.upiId)],
    ['upiPayeeName', validateAttributeValue(VENDOR_ATTR.upiPayeeName, form.upiPayeeName, now)],
  ];
  const hours = validateShopHours(form.shopTiming, form.hasLunchBreak ? form.offHours : { start: '', end: '' });
  checks.push(['closingTime', hours.closing ?? null], ['breakStart', hours.breakStart ?? null], ['breakEnd', hours.breakEnd ?? null]);
  const errors: Partial<Record<BusinessDetailsField, string>> = {};
  for (const [field, message] of checks) if (message && !errors[field]) errors[field] = message;
  return errors;
}
