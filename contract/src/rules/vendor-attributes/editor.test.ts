import { describe, expect, it } from 'vitest';
import { readAttribute } from './read.js';
import {
  type BusinessDetailsForm,
  NOT_SPECIFIED,
  addCertificate,
  addFranchiseBrand,
  readBusinessDetails,
  removeCertificate,
  removeFranchiseBrand,
  resetDeliveryDays,
  selectProductDeliveryType,
  setBreakStart,
  setCustomEnd,
  setCustomStart,
  setFranchise,
  setLunchBreak,
  setServiceProvider,
  setShopTiming,
  setSlotInterval,
  setSlotMode,
  showsDeliveryTiming,
  togglePreparationHours,
  toggleWeeklyOffDay,
  updateCertificate,
  validateBusinessDetails,
  writeBusinessDetails,
} from './editor.js';

const DEMO: Record<string, string> = {
  deliveryCharges: '30',
  minimumOrder: '199',
  shopTiming: '{"start":"09:00","end":"21:00"}',
  offHours: '{"start":"13:00","end":"14:00"}',
  weeklyOffDay: 'Tuesday',
  isFranchise: 'false',
  franchiseName: '',
  bussinessType: 'Grocery & General Store',
  productDeliveryType: 'both',
  serviceDeliveryType: 'true',
  deliveryMethod: '{"product":"both"}',
  deliveryPreparationTime: '{"product":"2"}',
  deliverySlots: JSON.stringify({
    service: [
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
      '18:00-19:00',
      '19:00-20:00',
      '20:00-21:00',
    ],
  }),
  establishedYear: '2008',
  gstNo: '07AABCS1234F1Z5',
  panNo: 'AABCS1234F',
  certifications: 'FSSAI License;13321999000123;Shop & Establishment;DL-SE-2008-45123',
  udyamNo: 'UDYAM-DL-05-0012345',
  minDays: '1',
  maxDays: '3',
};

const lookup = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const demoForm = (): BusinessDetailsForm => readBusinessDetails(lookup(DEMO)).form;
const NOW = new Date('2026-03-15T10:00:00Z');

describe('reading and writing the form', () => {
  it('reads every field of the demo vendor', () => {
    const { form, fallbacks } = readBusinessDetails(lookup(DEMO));
    expect(fallbacks).toEqual([]);
    expect(form).toMatchObject({
      deliveryCharges: '30',
      minimumOrder: '199',
      shopTiming: { start: '09:00', end: '21:00' },
      hasLunchBreak: true,
      offHours: { start: '13:00', end: '14:00' },
      weeklyOffDays: ['Tuesday'],
      isFranchise: false,
      franchiseBrands: [],
      productDeliveryType: 'both',
      preparationHours: 2,
      minDays: '1',
      maxDays: '3',
      isServiceProvider: true,
      slotMode: 'businessHours',
      slotInterval: 1,
      establishedYear: '2008',
      certifications: [
        { name: 'FSSAI License', number: '13321999000123' },
        { name: 'Shop & Establishment', number: 'DL-SE-2008-45123' },
      ],
    });
    expect(form.serviceSlots).toHaveLength(11);
  });

  it('reads a vendor record through the session reader, either entry spelling', () => {
    const vendor = {
      attributeValues: [
        { attributeName: 'minimumOrder', attributeValue: '149' },
        { name: 'isFranchise', value: 'yes' },
      ],
    };
    const { form } = readBusinessDetails((name) => readAttribute(vendor, name));
    expect(form.minimumOrder).toBe('149');
    expect(form.isFranchise).toBe(true);
  });

  it('an empty vendor gives an empty form; missing booleans are false', () => {
    const { form, fallbacks } = readBusinessDetails(() => null);
    expect(fallbacks).toEqual([]);
    expect(form).toMatchObject({
      // The pickers start at the spec's defaults (section 9), not empty.
      shopTiming: { start: '08:00', end: '17:00' },
      hasLunchBreak: false,
      weeklyOffDays: [],
      isFranchise: false,
      isServiceProvider: false,
      serviceSlots: [],
      productDeliveryType: null,
    });
    const written = Object.fromEntries(writeBusinessDetails(form).map((e) => [e.name, e.value]));
    expect(written.isFranchise).toBe('false');
    expect(written.serviceDeliveryType).toBe('false');
    expect(written.shopTiming).toBe('{"start":"08:00","end":"17:00"}');
  });

  it('reports unreadable JSON and uses defaults', () => {
    const { form, fallbacks } = readBusinessDetails(lookup({ ...DEMO, shopTiming: '{broken', deliverySlots: 'nope' }));
    expect(fallbacks.map((f) => f.name)).toEqual(['shopTiming', 'deliverySlots']);
    expect(form.shopTiming).toEqual({ start: '08:00', end: '17:00' });
    expect(form.serviceSlots).toEqual([]);
  });

  it('writes back what it read (round trip of the demo vendor)', () => {
    const written = Object.fromEntries(writeBusinessDetails(demoForm()).map((e) => [e.name, e.value]));
    for (const name of [
      'deliveryCharges',
      'minimumOrder',
      'shopTiming',
      'offHours',
      'weeklyOffDay',
      'isFranchise',
      'productDeliveryType',
      'deliveryMethod',
      'deliverySlots',
      'establishedYear',
      'gstNo',
      'panNo',
      'certifications',
      'udyamNo',
      'minDays',
      'maxDays',
    ]) {
      expect([name, written[name]]).toEqual([name, DEMO[name]]);
    }
    expect(written.deliveryPreparationTime).toBe('{"product":"2"}');
    expect(written.serviceDeliveryType).toBe('true');
  });

  it('upper-cases tax ids and drops incomplete certificates on write', () => {
    let form = { ...demoForm(), gstNo: '07aabcs1234f1z5' };
    form = updateCertificate(addCertificate(form), 2, { name: 'Half' });
    const written = Object.fromEntries(writeBusinessDetails(form).map((e) => [e.name, e.value]));
    expect(written.gstNo).toBe('07AABCS1234F1Z5');
    expect(written.certifications).toBe(DEMO.certifications);
  });
});

describe('hidden delivery values are not saved', () => {
  it('after switching to Self Pickup, prep time and min/max days kept in the form are written empty', () => {
    const home = {
      ...selectProductDeliveryType({ ...demoForm(), productDeliveryType: null }, 'homeDelivery'),
      preparationHours: 3,
      minDays: '1',
      maxDays: '4',
    };
    const shown = Object.fromEntries(writeBusinessDetails(home).map((e) => [e.name, e.value]));
    expect([shown.deliveryPreparationTime, shown.minDays, shown.maxDays]).toEqual(['{"product":"3"}', '1', '4']);
    const pickup = selectProductDeliveryType(home, 'selfPickup');
    expect([pickup.preparationHours, pickup.minDays, pickup.maxDays]).toEqual([3, '1', '4']);
    const written = Object.fromEntries(writeBusinessDetails(pickup).map((e) => [e.name, e.value]));
    expect(written.productDeliveryType).toBe('selfPickup');
    expect([written.deliveryPreparationTime, written.minDays, written.maxDays]).toEqual(['', '', '']);
  });
});

describe('Operational Basics rules', () => {
  it('lunch break No clears break start and end (and writes no offHours)', () => {
    const form = setLunchBreak(demoForm(), false);
    expect(form.hasLunchBreak).toBe(false);
    expect(form.offHours).toEqual({ start: '', end: '' });
    expect(writeBusinessDetails(form).find((e) => e.name === 'offHours')?.value).toBe('');
  });

  it('lunch break Yes starts at 12:00 PM for an hour; the break end follows its start', () => {
    const on = setLunchBreak(setLunchBreak(demoForm(), false), true);
    expect(on.offHours).toEqual({ start: '12:00', end: '13:00' });
    expect(setBreakStart(on, '14:00').offHours).toEqual({ start: '14:00', end: '15:00' });
    expect(setBreakStart({ ...on, offHours: { start: '12:00', end: '16:00' } }, '13:00').offHours).toEqual({ start: '13:00', end: '16:00' });
  });

  it('franchise No clears the brands', () => {
    let form = setFranchise(demoForm(), true);
    form = addFranchiseBrand(addFranchiseBrand(form, ' Amul '), 'amul');
    form = addFranchiseBrand(form, 'Mother Dairy');
    expect(form.franchiseBrands).toEqual(['Amul', 'Mother Dairy']);
    expect(removeFranchiseBrand(form, 0).franchiseBrands).toEqual(['Mother Dairy']);
    expect(setFranchise(form, false).franchiseBrands).toEqual([]);
  });

  it("weekly off days: 'Not Specified' clears, 'all' excludes the others, a day removes 'all'", () => {
    let form = toggleWeeklyOffDay(demoForm(), 'Sunday');
    expect(form.weeklyOffDays).toEqual(['Tuesday', 'Sunday']);
    expect(toggleWeeklyOffDay(form, 'Tuesday').weeklyOffDays).toEqual(['Sunday']);
    form = toggleWeeklyOffDay(form, 'all');
    expect(form.weeklyOffDays).toEqual(['all']);
    expect(toggleWeeklyOffDay(form, 'Monday').weeklyOffDays).toEqual(['Monday']);
    expect(toggleWeeklyOffDay(form, 'all').weeklyOffDays).toEqual([]);
    expect(toggleWeeklyOffDay(demoForm(), NOT_SPECIFIED).weeklyOffDays).toEqual([]);
  });
});

describe('Fulfillment and Scheduling rules', () => {
  it('clicking the selected product delivery option clears it with prep time, min and max days', () => {
    const form = selectProductDeliveryType(demoForm(), 'both');
    expect(form).toMatchObject({ productDeliveryType: null, preparationHours: null, minDays: '', maxDays: '' });
    const other = selectProductDeliveryType(demoForm(), 'homeDelivery');
    expect(other).toMatchObject({ productDeliveryType: 'homeDelivery', preparationHours: 2, minDays: '1', maxDays: '3' });
  });

  it('delivery time and days show for anything other than Self Pickup', () => {
    expect(showsDeliveryTiming({ productDeliveryType: 'selfPickup' })).toBe(false);
    expect(showsDeliveryTiming({ productDeliveryType: null })).toBe(false);
    expect(showsDeliveryTiming({ productDeliveryType: 'homeDelivery' })).toBe(true);
    expect(showsDeliveryTiming({ productDeliveryType: 'both' })).toBe(true);
  });

  it('same-day delivery time toggles; Reset clears delivery days', () => {
    expect(togglePreparationHours(demoForm(), 2).preparationHours).toBeNull();
    expect(togglePreparationHours(demoForm(), 4).preparationHours).toBe(4);
    expect(resetDeliveryDays(demoForm())).toMatchObject({ minDays: '', maxDays: '' });
  });

  it('service provider No removes slots, resets custom hours and interval to 1', () => {
    const custom = setCustomEnd(setCustomStart(setSlotMode(demoForm(), 'customHours'), '10:00'), '14:00');
    const wider = setSlotInterval(custom, 2);
    const off = setServiceProvider(wider, false);
    expect(off).toMatchObject({ isServiceProvider: false, serviceSlots: [], customHours: { start: '', end: '' }, slotInterval: 1, slotMode: 'businessHours' });
    expect(writeBusinessDetails(off).find((e) => e.name === 'deliverySlots')?.value).toBe('');
  });

  it('service provider Yes generates slots', () => {
    const off = setServiceProvider(demoForm(), false);
    const on = setServiceProvider(off, true);
    expect(on.serviceSlots).toHaveLength(11);
    expect(on.serviceSlots).not.toContain('13:00-14:00');
  });

  it('switching to custom hours removes the slots and resets the interval', () => {
    const two = setSlotInterval(demoForm(), 2);
    expect(two.serviceSlots[0]).toBe('09:00-11:00');
    const custom = setSlotMode(two, 'customHours');
    expect(custom).toMatchObject({ slotMode: 'customHours', serviceSlots: [], slotInterval: 1 });
    const back = setSlotMode(custom, 'businessHours');
    expect(back.serviceSlots).toHaveLength(11);
  });

  it('slots regenerate when the interval or end time changes, only if they differ', () => {
    const form = demoForm();
    expect(setSlotInterval(form, 1).serviceSlots).toBe(form.serviceSlots);
    const custom = setCustomStart(setSlotMode(form, 'customHours'), '10:00');
    expect(custom.serviceSlots).toEqual([]);
    const ended = setCustomEnd(custom, '12:00');
    expect(ended.serviceSlots).toEqual(['10:00-11:00', '11:00-12:00']);
    expect(setCustomEnd(ended, '12:00').serviceSlots).toBe(ended.serviceSlots);
    expect(setSlotInterval(ended, 2).serviceSlots).toEqual(['10:00-12:00']);
  });

  it('business-hours slots follow the shop timing and the lunch break', () => {
    const form = setShopTiming(demoForm(), { start: '10:00', end: '14:00' });
    expect(form.serviceSlots).toEqual(['10:00-11:00', '11:00-12:00', '12:00-13:00']);
    expect(setLunchBreak(form, false).serviceSlots).toEqual(['10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00']);
  });
});

describe('certificates', () => {
  it('add, update, remove', () => {
    let form = addCertificate(demoForm());
    expect(form.certifications).toHaveLength(3);
    form = updateCertificate(form, 2, { name: 'GMP', number: 'G-1' });
    expect(form.certifications[2]).toEqual({ name: 'GMP', number: 'G-1' });
    expect(removeCertificate(form, 0).certifications.map((c) => c.name)).toEqual(['Shop & Establishment', 'GMP']);
  });
});

describe('validateBusinessDetails', () => {
  it('the demo vendor is valid', () => {
    expect(validateBusinessDetails(demoForm(), NOW)).toEqual({});
  });

  it('names each bad field with its message', () => {
    const form: BusinessDetailsForm = {
      ...demoForm(),
      gstNo: 'bad',
      panNo: 'bad',
      udyamNo: 'bad',
      establishedYear: '2030',
      deliveryCharges: '-1',
      minDays: '5',
      maxDays: '2',
    };
    expect(validateBusinessDetails(form, NOW)).toEqual({
      gstNo: 'Invalid GST Number format.',
      panNo: 'Invalid PAN Number format.',
      udyamNo: 'Invalid Udyam format. (e.g., UDYAM-XX-00-0000000)',
      establishedYear: 'Established year cannot be in the future',
      deliveryCharges: 'Please enter a number of 0 or more.',
      deliveryDays: 'Minimum days cannot be more than maximum days.',
    });
  });

  it('slot hours: custom needs both times; business hours need Step 1', () => {
    const custom = setSlotMode(demoForm(), 'customHours');
    expect(validateBusinessDetails(custom, NOW).slotHours).toBe('Please select the start time');
    expect(validateBusinessDetails(setCustomStart(custom, '10:00'), NOW).slotHours).toBe('Please select the End time');
    const noHours = { ...demoForm(), shopTiming: { start: '', end: '' } };
    expect(validateBusinessDetails(noHours, NOW).slotHours).toBe('You must set Business Hours in Step 1 before using this option.');
    expect(validateBusinessDetails(setServiceProvider(noHours, false), NOW).slotHours).toBeUndefined();
  });
});
