/**
 * Helpers of the business-details suite (issue 12): the API as the signed-in vendor on another
 * device, to read what a screen saved and to put back the demo vendor's seed values after each test
 * (the suites share one database; the orders suites read 9876543210's closing time).
 */
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { API } from './helpers';
import { vendorToken } from './orders-helpers';

export interface ApiCategory {
  id: string;
  name: string;
  subCategories: ApiCategory[];
}

export interface ApiVendor {
  id: string;
  attributeValues: { id: string; name: string; value: string }[];
  vendorCategories: ApiCategory[];
  vendorImages: string[];
  address: {
    addressLineOne: string;
    addressLineTwo: string | null;
    city: string;
    state: string;
    country: string;
    contactNo: string | null;
    pinCode: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
}

/** The attributes the Vendor Attributes editor writes. */
export const EDITOR_ATTRIBUTES = [
  'deliveryCharges',
  'minimumOrder',
  'shopTiming',
  'offHours',
  'weeklyOffDay',
  'isFranchise',
  'franchiseName',
  'productDeliveryType',
  'deliveryMethod',
  'deliveryPreparationTime',
  'minDays',
  'maxDays',
  'serviceDeliveryType',
  'deliverySlots',
  'establishedYear',
  'gstNo',
  'panNo',
  'udyamNo',
  'certifications',
  'upiId',
  'upiPayeeName',
] as const;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}/${path}`, {
    method,
    headers: { sessionToken: vendorToken(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const getVendor = () => call<ApiVendor>('GET', 'vendor');
export const attribute = (v: ApiVendor, name: string) => v.attributeValues.find((a) => a.name === name)?.value ?? '';

export function leafIds(nodes: readonly ApiCategory[]): string[] {
  return nodes.flatMap((n) => (n.subCategories.length === 0 ? [n.id] : leafIds(n.subCategories)));
}

const hoursBody = (shopTiming: string, offHours: string, weeklyOffDay: string) => [
  { name: 'shopTiming', value: shopTiming },
  { name: 'offHours', value: offHours },
  { name: 'weeklyOffDay', value: weeklyOffDay },
];

/**
 * The hours the business suite works on: 9:00 AM - 9:00 PM, lunch 1-2 PM, Tuesday off, and the
 * pickup slots of those hours (the seed's until issue 24). Set only when the shop does not have them.
 */
export async function useClassicHours(): Promise<void> {
  const v = await getVendor();
  if (attribute(v, 'shopTiming') === '{"start":"09:00","end":"21:00"}' && attribute(v, 'weeklyOffDay') === 'Tuesday') return;
  await call('PUT', 'vendor/attribute', hoursBody('{"start":"09:00","end":"21:00"}', '{"start":"13:00","end":"14:00"}', 'Tuesday'));
}

/** The seed's hours: 8:00 AM - 9:00 PM, lunch 1-2 PM, closed on Sunday (api/src/seed/seed.ts). */
export async function useSeedHours(): Promise<void> {
  await call('PUT', 'vendor/attribute', hoursBody('{"start":"08:00","end":"21:00"}', '{"start":"13:00","end":"14:00"}', 'Sunday'));
}

/** Puts back the editor's attributes as they were in `before`. */
export async function restoreAttributes(before: ApiVendor): Promise<void> {
  await call(
    'PUT',
    'vendor/attribute',
    EDITOR_ATTRIBUTES.map((name) => ({ name, value: attribute(before, name) })),
  );
}

export async function restoreCategories(before: ApiVendor): Promise<void> {
  await call('PUT', 'vendor/category', leafIds(before.vendorCategories));
}

export async function restoreAddress(before: ApiVendor): Promise<void> {
  const a = before.address;
  if (!a) return;
  await call('POST', 'address', { ...a, country: a.country || 'India' });
}

interface GalleryImage {
  id: string;
  url: string;
}

export const gallery = () => call<GalleryImage[]>('GET', 'vendor/images');

/** Removes every gallery image that was not there before. */
export async function restoreGallery(beforeIds: readonly string[]): Promise<void> {
  for (const image of await gallery()) if (!beforeIds.includes(image.id)) await call('DELETE', `vendor/images/${image.id}`);
}

/** A real PNG of one colour (the API checks the bytes are an image). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for a toast with this text (in the toasts' region). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(text).first()).toBeVisible();
}

/** The tomorrow date as the reschedule dialog writes it ('24 Nov 2026', India time). */
export function tomorrowInIndia(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(
    new Date(Date.now() + 24 * 3600_000),
  );
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${get('day')} ${months[get('month') - 1]} ${get('year')}`;
}
