import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, RULE_MESSAGES } from './messages.js';
import { KNOWN_ATTRIBUTE_NAMES } from './names.js';
import {
  currentYear,
  normaliseAttributeValue,
  validateAttributeValue,
  validateBusinessHoursForSlots,
  validateCustomSlotHours,
  validateDeliveryDays,
  validateEstablishedYear,
  validateGst,
  validateNonNegativeInteger,
  validateNonNegativeNumber,
  validatePan,
  validateTime,
  validateUdyam,
} from './validate.js';

const NOW = new Date('2026-03-15T10:00:00Z');

describe('GST, PAN, Udyam: upper-cased, checked only when non-empty', () => {
  it('GST', () => {
    expect(validateGst('07AABCS1234F1Z5')).toBeNull();
    expect(validateGst('07aabcs1234f1z5')).toBeNull();
    expect(validateGst('')).toBeNull();
    expect(validateGst('   ')).toBeNull();
    expect(validateGst(null)).toBeNull();
    for (const bad of ['07AABCS1234F1Z', '07AABCS1234F0Z5', '07AABCS1234F1X5', 'A7AABCS1234F1Z5', '07AABCS1234F1Z5X']) {
      expect(validateGst(bad)).toBe('Invalid GST Number format.');
    }
  });

  it('PAN', () => {
    expect(validatePan('AABCS1234F')).toBeNull();
    expect(validatePan('aabcs1234f')).toBeNull();
    expect(validatePan('')).toBeNull();
    for (const bad of ['AABC1234F', 'AABCS12345', 'AABCS1234FF']) expect(validatePan(bad)).toBe('Invalid PAN Number format.');
  });

  it('Udyam', () => {
    expect(validateUdyam('UDYAM-DL-05-0012345')).toBeNull();
    expect(validateUdyam('udyam-dl-05-0012345')).toBeNull();
    expect(validateUdyam('')).toBeNull();
    for (const bad of ['UDYAM-D1-05-0012345', 'UDYAM-DL-5-0012345', 'UDYAM-DL-05-001234', 'UDYAMDL050012345']) {
      expect(validateUdyam(bad)).toBe('Invalid Udyam format. (e.g., UDYAM-XX-00-0000000)');
    }
  });
});

describe('established year', () => {
  it('cannot be in the future', () => {
    expect(validateEstablishedYear('2026', NOW)).toBeNull();
    expect(validateEstablishedYear('2008', NOW)).toBeNull();
    expect(validateEstablishedYear('2027', NOW)).toBe('Established year cannot be in the future');
    expect(validateEstablishedYear('', NOW)).toBeNull();
  });
  it('uses the year in India', () => {
    const newYearInIndia = new Date('2026-12-31T20:00:00Z'); // 1 Jan 2027, 01:30 IST
    expect(currentYear(newYearInIndia)).toBe(2027);
    expect(validateEstablishedYear('2027', newYearInIndia)).toBeNull();
  });
  it('must be four digits', () => {
    expect(validateEstablishedYear('08', NOW)).toBe(RULE_MESSAGES.notAYear);
    expect(validateEstablishedYear('two thousand', NOW)).toBe(RULE_MESSAGES.notAYear);
  });
});

describe('numbers and times', () => {
  it('non-negative numbers', () => {
    expect(validateNonNegativeNumber('0')).toBeNull();
    expect(validateNonNegativeNumber('49.5')).toBeNull();
    expect(validateNonNegativeNumber('')).toBeNull();
    expect(validateNonNegativeNumber('-1')).toBe(RULE_MESSAGES.notANumber);
    expect(validateNonNegativeNumber('abc')).toBe(RULE_MESSAGES.notANumber);
    expect(validateNonNegativeInteger('3')).toBeNull();
    expect(validateNonNegativeInteger('1.5')).toBe(RULE_MESSAGES.notAWholeNumber);
  });
  it('min days not above max days', () => {
    expect(validateDeliveryDays('1', '3')).toBeNull();
    expect(validateDeliveryDays('3', '3')).toBeNull();
    expect(validateDeliveryDays('4', '3')).toBe(RULE_MESSAGES.minAboveMax);
    expect(validateDeliveryDays('4', '')).toBeNull();
    expect(validateDeliveryDays('-1', '3')).toBe(RULE_MESSAGES.notAWholeNumber);
  });
  it('HH:MM', () => {
    expect(validateTime('09:30')).toBeNull();
    expect(validateTime('')).toBeNull();
    expect(validateTime('9:30')).toBe(RULE_MESSAGES.notATime);
    expect(validateTime('25:00')).toBe(RULE_MESSAGES.notATime);
  });
});

describe('slot hours', () => {
  it('custom hours need a start and an end', () => {
    expect(validateCustomSlotHours('', '')).toBe('Please select the start time');
    expect(validateCustomSlotHours('09:00', '')).toBe('Please select the End time');
    expect(validateCustomSlotHours('09:00', '08:00')).toBe(RULE_MESSAGES.slotEndBeforeStart);
    expect(validateCustomSlotHours('09:00', '12:00')).toBeNull();
  });
  it('the business-hours option needs business hours', () => {
    expect(validateBusinessHoursForSlots({ start: '', end: '' })).toBe('You must set Business Hours in Step 1 before using this option.');
    expect(validateBusinessHoursForSlots({ start: '09:00', end: '' })).toBe(SPEC_MESSAGES.businessHoursMissing);
    expect(validateBusinessHoursForSlots({ start: '09:00', end: '21:00' })).toBeNull();
  });
});

describe('validateAttributeValue (per attribute, as the API receives them)', () => {
  const v = (name: string, value: string) => validateAttributeValue(name, value, NOW);

  it('accepts the demo vendor’s values', () => {
    const demo: Record<string, string> = {
      deliveryCharges: '30',
      minimumOrder: '199',
      shopTiming: '{"start":"09:00","end":"21:00"}',
      offHours: '{"start":"13:00","end":"14:00"}',
      weeklyOffDay: 'Tuesday',
      isFranchise: 'false',
      franchiseName: '',
      bussinessType: 'Grocery & General Store',
      productDeliveryType: 'both',
      serviceDeliveryType: 'false',
      deliveryMethod: '{"product":"both"}',
      deliveryPreparationTime: '{"product":"2"}',
      deliverySlots: '{"service":["09:00-10:00","10:00-11:00"]}',
      isExpressDelivery: 'true',
      establishedYear: '2008',
      gstNo: '07AABCS1234F1Z5',
      panNo: 'AABCS1234F',
      certifications: 'FSSAI License;13321999000123',
      udyamNo: 'UDYAM-DL-05-0012345',
      minDays: '1',
      maxDays: '3',
      website: 'https://sharmageneralstore.example.in',
      delivery_minutes: '20-35',
      rating: '4.5',
    };
    for (const [name, value] of Object.entries(demo)) expect([name, v(name, value)]).toEqual([name, null]);
  });

  it('accepts an empty value for every known name (not set)', () => {
    for (const name of KNOWN_ATTRIBUTE_NAMES) expect(v(name, '')).toBeNull();
  });

  it('refuses unknown names', () => {
    expect(v('favouriteColour', 'blue')).toBe('Unknown attribute: favouriteColour.');
  });

  it.each([
    ['deliveryCharges', '-5', RULE_MESSAGES.notANumber],
    ['minimumOrder', 'lots', RULE_MESSAGES.notANumber],
    ['minDays', '1.5', RULE_MESSAGES.notAWholeNumber],
    ['establishedYear', '2099', 'Established year cannot be in the future'],
    ['gstNo', '123', 'Invalid GST Number format.'],
    ['panNo', '123', 'Invalid PAN Number format.'],
    ['udyamNo', 'UDYAM-1', 'Invalid Udyam format. (e.g., UDYAM-XX-00-0000000)'],
    ['isFranchise', 'maybe', RULE_MESSAGES.notABoolean],
    ['shopTiming', '{"start":"9am","end":"21:00"}', RULE_MESSAGES.notATime],
    ['shopTiming', '{start', RULE_MESSAGES.notJson],
    ['shopTiming', '"09:00"', RULE_MESSAGES.notAnObject],
    ['offHours', '{"end":"14:00"}', RULE_MESSAGES.notATime],
    ['offHours', '{"start":"13:00","end":"2pm"}', RULE_MESSAGES.notATime],
    ['deliveryMethod', '[1]', RULE_MESSAGES.notAnObject],
    ['deliveryPreparationTime', '{"product":"7"}', RULE_MESSAGES.preparationHours],
    ['deliverySlots', '{"service":["9-10"]}', RULE_MESSAGES.slotRanges],
    ['deliverySlots', '{"service":"09:00-10:00"}', RULE_MESSAGES.slotRanges],
    ['weeklyOffDay', 'Monday;Someday', RULE_MESSAGES.weekdays],
    ['productDeliveryType', 'drone', RULE_MESSAGES.productDeliveryType],
    ['website', 'not a link', RULE_MESSAGES.url],
    ['facebook', 'javascript:alert(1)', RULE_MESSAGES.url],
    ['Average Rating', '7', RULE_MESSAGES.rating],
    ['aboutUs', 'x'.repeat(2001), RULE_MESSAGES.tooLong],
  ])('%s = %j → %s', (name, value, message) => expect(v(name, value)).toBe(message));

  it('accepts lower-case tax ids (they are upper-cased)', () => {
    expect(v('gstNo', '07aabcs1234f1z5')).toBeNull();
  });

  it('accepts offHours without an end and slots without a service key', () => {
    expect(v('offHours', '{"start":"13:00"}')).toBeNull();
    expect(v('deliverySlots', '{}')).toBeNull();
  });
});

describe('normaliseAttributeValue (the stored form)', () => {
  it.each([
    ['gstNo', ' 07aabcs1234f1z5 ', '07AABCS1234F1Z5'],
    ['udyamNo', 'udyam-dl-05-0012345', 'UDYAM-DL-05-0012345'],
    ['isFranchise', 'Yes', 'true'],
    ['isExpressDelivery', '', 'false'],
    ['weeklyOffDay', 'sunday;monday', 'Monday;Sunday'],
    ['franchiseName', 'Amul; ;Nestle', 'Amul;Nestle'],
    ['certifications', 'A;1;B', 'A;1'],
    ['offHours', '{ "start": "13:00" }', '{"start":"13:00","end":"14:00"}'],
    ['shopTiming', '{ "start": "09:00", "end": "21:00" }', '{"start":"09:00","end":"21:00"}'],
    ['deliveryMethod', '{ "product": "both" }', '{"product":"both"}'],
    ['tagline', '  Fresh daily  ', 'Fresh daily'],
    ['shopTiming', '', ''],
  ])('%s %j → %j', (name, value, out) => expect(normaliseAttributeValue(name, value)).toBe(out));
});
