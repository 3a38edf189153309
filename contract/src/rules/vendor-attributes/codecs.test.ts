import { describe, expect, it } from 'vitest';
import { readAttribute } from './read.js';
import {
  addHours,
  decodeBoolean,
  decodeCertificates,
  decodeDeliveryMethod,
  decodeDeliverySlots,
  decodeList,
  decodeNumber,
  decodeOffHours,
  decodePreparationTime,
  decodeProductDeliveryType,
  decodeShopTiming,
  decodeTime,
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
  formatTime12h,
  isWeeklyOffDay,
  parseAttributeValue,
  parseSlotRange,
  weeklyOffLabel,
} from './codecs.js';
import { SPEC_MESSAGES } from './messages.js';
import { BOOLEAN_ATTRIBUTES, KNOWN_ATTRIBUTE_NAMES, PUBLIC_PROFILE_ATTR, VENDOR_ATTR } from './names.js';

describe('names (spec section 3)', () => {
  it('lists every vendor attribute name, bussinessType spelled as stored', () => {
    expect(Object.values(VENDOR_ATTR)).toEqual([
      'deliveryCharges',
      'minimumOrder',
      'shopTiming',
      'offHours',
      'weeklyOffDay',
      'isFranchise',
      'franchiseName',
      'bussinessType',
      'productDeliveryType',
      'serviceDeliveryType',
      'subscriptionDeliveryType',
      'deliveryMethod',
      'deliveryPreparationTime',
      'deliverySlots',
      'isExpressDelivery',
      'establishedYear',
      'gstNo',
      'panNo',
      'certifications',
      'udyamNo',
      'minDays',
      'maxDays',
      'customImage',
      'facebook',
      'youtube',
      'instagram',
      'website',
      'tagline',
      'aboutUs',
      'upiId',
      'upiPayeeName',
    ]);
  });
  it('lists the public-profile names', () => {
    expect(Object.values(PUBLIC_PROFILE_ATTR)).toEqual([
      'Average Rating',
      'rating',
      'Mins Delivery',
      'delivery_minutes',
      'Orders Completed',
      'Organic Produce',
    ]);
    expect(KNOWN_ATTRIBUTE_NAMES).toHaveLength(31 + 6);
  });
  it('knows the boolean attributes', () => {
    expect(BOOLEAN_ATTRIBUTES).toEqual(['isFranchise', 'serviceDeliveryType', 'subscriptionDeliveryType', 'isExpressDelivery']);
  });
});

describe('time values: HH:MM only, else empty', () => {
  it.each([
    ['09:30', '09:30'],
    [' 21:00 ', '21:00'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['9:30', ''],
    ['09:3', ''],
    ['0930', ''],
    ['24:00', ''],
    ['12:60', ''],
    ['09:30:00', ''],
    ['ab:cd', ''],
    [930, ''],
    [null, ''],
  ])('%j → %j', (input, out) => expect(decodeTime(input)).toBe(out));

  it('adds hours, capped before midnight', () => {
    expect(addHours('13:00', 1)).toBe('14:00');
    expect(addHours('13:30', 1)).toBe('14:30');
    expect(addHours('23:30', 1)).toBe('23:59');
    expect(addHours('bad', 1)).toBe('');
  });

  it('formats in 12-hour time', () => {
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('09:05')).toBe('9:05 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('21:30')).toBe('9:30 PM');
    expect(formatTime12h('9:30')).toBe('');
  });
});

describe('shopTiming', () => {
  it('reads JSON {start, end}', () => {
    expect(decodeShopTiming('{"start":"09:00","end":"21:00"}')).toEqual({ value: { start: '09:00', end: '21:00' }, fellBack: false });
  });
  it('drops invalid times to empty without falling back', () => {
    expect(decodeShopTiming('{"start":"9am","end":"21:00"}')).toEqual({ value: { start: '', end: '21:00' }, fellBack: false });
  });
  it('missing is empty, not a fallback', () => {
    expect(decodeShopTiming(null)).toEqual({ value: { start: '', end: '' }, fellBack: false });
    expect(decodeShopTiming('')).toEqual({ value: { start: '', end: '' }, fellBack: false });
  });
  it('invalid JSON falls back to defaults and says so', () => {
    const d = decodeShopTiming('{start: 09:00');
    expect(d.value).toEqual({ start: '', end: '' });
    expect(d.fellBack).toBe(true);
    expect(d.reason).toBe('invalid JSON');
    expect(decodeShopTiming('["09:00"]').fellBack).toBe(true);
  });
  it('round-trips and writes empty when unset', () => {
    const stored = encodeShopTiming({ start: '08:00', end: '20:00' });
    expect(stored).toBe('{"start":"08:00","end":"20:00"}');
    expect(decodeShopTiming(stored).value).toEqual({ start: '08:00', end: '20:00' });
    expect(encodeShopTiming({ start: '', end: '' })).toBe('');
  });
});

describe('offHours', () => {
  it('reads {start, end}', () => {
    expect(decodeOffHours('{"start":"13:00","end":"14:30"}').value).toEqual({ start: '13:00', end: '14:30' });
  });
  it('break end defaults to start + 1 hour', () => {
    expect(decodeOffHours('{"start":"13:00"}').value).toEqual({ start: '13:00', end: '14:00' });
    expect(decodeOffHours('{"start":"12:30","end":"bad"}').value).toEqual({ start: '12:30', end: '13:30' });
    expect(encodeOffHours({ start: '13:00', end: '' })).toBe('{"start":"13:00","end":"14:00"}');
  });
  it('no start means no break', () => {
    expect(decodeOffHours('{"end":"14:00"}').value).toEqual({ start: '', end: '' });
    expect(encodeOffHours({ start: '', end: '14:00' })).toBe('');
  });
  it('invalid JSON falls back', () => {
    expect(decodeOffHours('not json')).toMatchObject({ value: { start: '', end: '' }, fellBack: true });
  });
});

describe('deliveryMethod, deliveryPreparationTime, deliverySlots', () => {
  it('deliveryMethod is a JSON object', () => {
    expect(decodeDeliveryMethod('{"product":"both"}')).toEqual({ value: { product: 'both' }, fellBack: false });
    expect(decodeDeliveryMethod('"both"').fellBack).toBe(true);
    expect(decodeDeliveryMethod('{oops').fellBack).toBe(true);
    expect(encodeDeliveryMethod({ product: 'homeDelivery' })).toBe('{"product":"homeDelivery"}');
    expect(encodeDeliveryMethod({})).toBe('');
  });

  it('deliveryPreparationTime is keyed product, 1 to 6 hours', () => {
    expect(decodePreparationTime('{"product":"2"}').value).toBe(2);
    expect(decodePreparationTime('{"product":6}').value).toBe(6);
    expect(decodePreparationTime('{}')).toEqual({ value: null, fellBack: false });
    expect(decodePreparationTime('{"product":"9"}')).toMatchObject({ value: null, fellBack: true });
    expect(decodePreparationTime('{"product":')).toMatchObject({ value: null, fellBack: true });
    expect(encodePreparationTime(3)).toBe('{"product":"3"}');
    expect(encodePreparationTime(null)).toBe('');
  });

  it('deliverySlots is keyed service with HH:MM-HH:MM ranges', () => {
    const stored = '{"service":["09:00-10:00","10:00-11:00"]}';
    expect(decodeDeliverySlots(stored)).toEqual({ value: ['09:00-10:00', '10:00-11:00'], fellBack: false });
    expect(encodeDeliverySlots(['09:00-10:00', '10:00-11:00'])).toBe(stored);
    expect(encodeDeliverySlots([])).toBe('');
  });

  it('drops ranges that are not HH:MM-HH:MM and reports it', () => {
    const d = decodeDeliverySlots('{"service":["09:00-10:00","9-10","11:00-10:00"]}');
    expect(d.value).toEqual(['09:00-10:00']);
    expect(d.fellBack).toBe(true);
    expect(decodeDeliverySlots('{"service":"09:00-10:00"}')).toMatchObject({ value: [], fellBack: true });
    expect(decodeDeliverySlots('[broken')).toMatchObject({ value: [], fellBack: true });
  });

  it('parses one range', () => {
    expect(parseSlotRange('09:00-10:30')).toEqual({ start: '09:00', end: '10:30' });
    expect(parseSlotRange('10:00-10:00')).toBeNull();
    expect(parseSlotRange('9:00-10:00')).toBeNull();
  });
});

describe('semicolon lists', () => {
  it('franchiseName: brands trimmed, empties dropped', () => {
    expect(decodeList(' Amul ; ;Mother Dairy;')).toEqual(['Amul', 'Mother Dairy']);
    expect(decodeList(null)).toEqual([]);
    expect(encodeList(['Amul', ' ', 'Mother Dairy'])).toBe('Amul;Mother Dairy');
  });

  it('an item cannot carry the separator', () => {
    expect(encodeList(['A;B'])).toBe('A,B');
  });

  it('weeklyOffDay: day names, canonical case, week order, duplicates merged, unknown dropped', () => {
    expect(decodeWeeklyOffDays('sunday;Tuesday;TUESDAY;Funday')).toEqual(['Tuesday', 'Sunday']);
    expect(decodeWeeklyOffDays('')).toEqual([]);
    expect(encodeWeeklyOffDays(['Sunday', 'Monday'])).toBe('Monday;Sunday');
  });

  it("weeklyOffDay: 'all' excludes the others", () => {
    expect(decodeWeeklyOffDays('Monday;all')).toEqual(['all']);
    expect(encodeWeeklyOffDays(['all', 'Monday'])).toBe('all');
    expect(isWeeklyOffDay(['all'], 'Wednesday')).toBe(true);
    expect(isWeeklyOffDay(['Tuesday'], 'Tuesday')).toBe(true);
    expect(isWeeklyOffDay(['Tuesday'], 'Monday')).toBe(false);
  });

  it("labels: '7 Days Open' when none", () => {
    const labels = { none: SPEC_MESSAGES.sevenDaysOpen, all: 'Closed all week' };
    expect(weeklyOffLabel([], labels)).toBe('7 Days Open');
    expect(weeklyOffLabel(['all'], labels)).toBe('Closed all week');
    expect(weeklyOffLabel(['Tuesday', 'Sunday'], labels)).toBe('Tuesday, Sunday');
  });

  it('certifications: alternating name;number, kept only when both present', () => {
    expect(decodeCertificates('FSSAI License;13321999000123;Shop & Establishment;DL-SE-2008-45123')).toEqual([
      { name: 'FSSAI License', number: '13321999000123' },
      { name: 'Shop & Establishment', number: 'DL-SE-2008-45123' },
    ]);
    expect(decodeCertificates('A;;B;2;C')).toEqual([{ name: 'B', number: '2' }]);
    expect(decodeCertificates(';1;X;2')).toEqual([{ name: 'X', number: '2' }]);
    expect(decodeCertificates(null)).toEqual([]);
  });

  it('certifications: writes only complete pairs', () => {
    expect(
      encodeCertificates([
        { name: 'FSSAI', number: '123' },
        { name: 'No number', number: ' ' },
        { name: '', number: '999' },
        { name: 'GMP', number: 'G-1' },
      ]),
    ).toBe('FSSAI;123;GMP;G-1');
  });
});

describe('booleans', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['Enabled', true],
    [false, false],
    ['false', false],
    ['no', false],
    ['1', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (raw, out) => expect(decodeBoolean(raw)).toBe(out));

  it("writes 'true'/'false'", () => {
    expect(encodeBoolean(true)).toBe('true');
    expect(encodeBoolean(false)).toBe('false');
  });
});

describe('numbers and loose values', () => {
  it('decodes numbers', () => {
    expect(decodeNumber('30')).toBe(30);
    expect(decodeNumber(' 12.5 ')).toBe(12.5);
    expect(decodeNumber(7)).toBe(7);
    expect(decodeNumber('12abc')).toBeNull();
    expect(decodeNumber('')).toBeNull();
    expect(decodeNumber('Infinity')).toBeNull();
  });

  it('parses values that look like JSON or numbers; invalid JSON falls back to the text', () => {
    expect(parseAttributeValue('{"a":1}')).toEqual({ value: { a: 1 }, fellBack: false });
    expect(parseAttributeValue('42')).toEqual({ value: 42, fellBack: false });
    expect(parseAttributeValue('hello')).toEqual({ value: 'hello', fellBack: false });
    expect(parseAttributeValue('{bad')).toMatchObject({ value: '{bad', fellBack: true });
  });
});

describe('productDeliveryType', () => {
  it("'both' or other text", () => {
    expect(decodeProductDeliveryType('both')).toBe('both');
    expect(decodeProductDeliveryType('Both')).toBe('both');
    expect(decodeProductDeliveryType('Self Pickup')).toBe('selfPickup');
    expect(decodeProductDeliveryType('selfPickup')).toBe('selfPickup');
    expect(decodeProductDeliveryType('home_delivery')).toBe('homeDelivery');
    expect(decodeProductDeliveryType('teleport')).toBeNull();
    expect(decodeProductDeliveryType('')).toBeNull();
  });
});

describe('with the session reader (name/attributeName, value/attributeValue)', () => {
  it('decodes what readAttribute finds under either spelling', () => {
    const vendor = {
      attributeValues: [
        { attributeName: 'shopTiming', attributeValue: '{"start":"08:00","end":"20:00"}' },
        { name: 'isFranchise', value: true },
        { name: 'weeklyOffDay', attributeValue: 'Sunday' },
      ],
    };
    expect(decodeShopTiming(readAttribute(vendor, VENDOR_ATTR.shopTiming)).value).toEqual({ start: '08:00', end: '20:00' });
    expect(decodeBoolean(readAttribute(vendor, VENDOR_ATTR.isFranchise))).toBe(true);
    expect(decodeBoolean(readAttribute(vendor, VENDOR_ATTR.isExpressDelivery))).toBe(false);
    expect(decodeWeeklyOffDays(readAttribute(vendor, VENDOR_ATTR.weeklyOffDay))).toEqual(['Sunday']);
  });
});
