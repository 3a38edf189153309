import type { Database, Queryable } from '../db/types.js';
import { insertRows } from '../db/insert.js';
import { putMediaIfAbsent, type MediaFile } from '../features/media/service.js';
import { placeholderSvg } from '../features/media/svg.js';
import { ORDER_ATTR, type OrderStatus } from '@vd/contract';
import { orderTotal } from '../features/orders/model.js';
import { stableId } from '../lib/ids.js';
import { CATALOG, OFFLINE_VENDOR_PRODUCTS, type ProductDef } from './catalog.js';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID, DEMO_STAFF, DEMO_STAFF_ID, DEMO_VENDORS, demoVendorId } from './demo-accounts.js';
import { pick, seededRandom, slugify } from './random.js';

/** Bump when the seed changes in a way existing demo databases should NOT receive automatically. */
export const DEMO_SEED_VERSION = '1';
const SEED_MARKER = 'demo_seed_version';
const STAFF_SEED_MARKER = 'demo_staff_seeded';
const SEED_LOCK = 7_220_002;
/** The approved demo shop's closing time; seeded orders' delivery texts use it ('by 9:00 PM on …'). */
const SHOP_CLOSING = '21:00';
/**
 * The approved demo shop keeps a real shop's hours (India time): 8:00 AM - 9:00 PM, lunch 1-2 PM,
 * closed on Sunday, so the public profile's Business Hours and open-now line show what a customer
 * would see. Customer orders follow the hours; the demo's order tool and the tests that need an
 * order at any hour ask for it with `ignoreHours` (demo mode only).
 */
export const DEMO_SHOP_HOURS = {
  shopTiming: JSON.stringify({ start: '08:00', end: SHOP_CLOSING }),
  offHours: JSON.stringify({ start: '13:00', end: '14:00' }),
  weeklyOffDay: 'Sunday',
} as const;
/** The approved demo shop's UPI ID and payee, so an unpaid order shows the payment request. */
export const DEMO_SHOP_UPI = { upiId: 'sharmastore@okaxis', upiPayeeName: 'Sharma General Store' } as const;

type Row = Record<string, unknown>;
type VendorKey = (typeof DEMO_VENDORS)[number]['key'];

export interface DemoData {
  media: MediaFile[];
  /** In insertion order (parents before children). */
  tables: [table: string, rows: Row[]][];
}

const svgFile = (path: string, svg: string): MediaFile => ({ path, contentType: 'image/svg+xml', data: Buffer.from(svg, 'utf8') });

/** 'by 9:00 PM on 21 Nov 2025': the delivery-time text, with the shop's closing time, in India time. */
export function deliveryTimeText(closingHHMM: string, day: Date): string {
  const [h = 0, m = 0] = closingHHMM.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const time = `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(day);
  return `by ${time} on ${date}`;
}

export const ATTRIBUTE_DEFINITIONS: [name: string, type: string][] = [
  ['deliveryCharges', 'number'],
  ['minimumOrder', 'number'],
  ['shopTiming', 'json'],
  ['offHours', 'json'],
  ['weeklyOffDay', 'string'],
  ['isFranchise', 'boolean'],
  ['franchiseName', 'string'],
  ['bussinessType', 'string'],
  ['productDeliveryType', 'string'],
  ['serviceDeliveryType', 'string'],
  ['subscriptionDeliveryType', 'string'],
  ['deliveryMethod', 'json'],
  ['deliveryPreparationTime', 'json'],
  ['deliverySlots', 'json'],
  ['isExpressDelivery', 'boolean'],
  ['establishedYear', 'number'],
  ['gstNo', 'string'],
  ['panNo', 'string'],
  ['certifications', 'string'],
  ['udyamNo', 'string'],
  ['minDays', 'number'],
  ['maxDays', 'number'],
  ['customImage', 'string'],
  ['facebook', 'url'],
  ['youtube', 'url'],
  ['instagram', 'url'],
  ['website', 'url'],
  ['tagline', 'string'],
  ['aboutUs', 'string'],
  ['upiId', 'string'],
  ['upiPayeeName', 'string'],
  ['delivery_minutes', 'string'],
];

const APPROVED_ATTRIBUTES: Record<string, string> = {
  deliveryCharges: '30',
  minimumOrder: '199',
  ...DEMO_SHOP_HOURS,
  isFranchise: 'false',
  franchiseName: '',
  bussinessType: 'Grocery & General Store',
  productDeliveryType: 'both',
  serviceDeliveryType: 'false',
  subscriptionDeliveryType: 'false',
  deliveryMethod: JSON.stringify({ product: 'both' }),
  deliveryPreparationTime: JSON.stringify({ product: '2' }),
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
  isExpressDelivery: 'true',
  establishedYear: '2008',
  gstNo: '07AABCS1234F1Z5',
  panNo: 'AABCS1234F',
  certifications: 'FSSAI License;13321999000123;Shop & Establishment;DL-SE-2008-45123',
  udyamNo: 'UDYAM-DL-05-0012345',
  minDays: '1',
  maxDays: '3',
  facebook: 'https://www.facebook.com/sharmageneralstore',
  youtube: 'https://www.youtube.com/@sharmageneralstore',
  instagram: 'https://www.instagram.com/sharmageneralstore',
  website: 'https://sharmageneralstore.example.in',
  tagline: 'Your neighbourhood store since 2008',
  aboutUs:
    'Sharma General Store has served Lajpat Nagar for over fifteen years: fresh vegetables every morning, dairy from trusted brands, staples, snacks, books and daily needs, delivered to your door or ready for pickup.',
  delivery_minutes: '20-35',
  ...DEMO_SHOP_UPI,
};

const BASIC_ATTRIBUTES: Record<string, string> = {
  deliveryCharges: '20',
  minimumOrder: '149',
  shopTiming: JSON.stringify({ start: '08:00', end: '20:00' }),
  offHours: JSON.stringify({ start: '13:00', end: '14:00' }),
  weeklyOffDay: 'Sunday',
  isFranchise: 'false',
  productDeliveryType: 'both',
};

/** The offline vendor (9876543213) has no address and no attributes: the public profile's 'Address not available' and defaults case. */
const ADDRESSES: Partial<Record<VendorKey, { line1: string; line2: string; city: string; state: string; pin: string; lat: number; lng: number }>> = {
  approved: {
    line1: '12, Main Market Road',
    line2: 'Near Lajpat Nagar Metro Station',
    city: 'New Delhi',
    state: 'Delhi',
    pin: '110024',
    lat: 28.5677,
    lng: 77.2433,
  },
  pending: {
    line1: 'Shop 4, Sector 15 Market',
    line2: 'Opposite Community Centre',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pin: '201301',
    lat: 28.5843,
    lng: 77.311,
  },
  rejected: { line1: '88, Station Road', line2: 'Near Sindhi Camp', city: 'Jaipur', state: 'Rajasthan', pin: '302006', lat: 26.9196, lng: 75.7878 },
};

const CUSTOMERS: { name: string; phone: string; address: string }[] = [
  { name: DEMO_CUSTOMER.name, phone: DEMO_CUSTOMER.phone, address: 'Flat 302, Tower B, Lajpat Apartments, Lajpat Nagar II, New Delhi 110024' },
  { name: 'Aarav Mehta', phone: '+917000000101', address: 'C-45, Defence Colony, New Delhi 110024' },
  { name: 'Sneha Kapoor', phone: '+917000000102', address: 'House 18, Block D, Lajpat Nagar IV, New Delhi 110024' },
  { name: 'Rohit Singh', phone: '+917000000103', address: 'B-7, Amar Colony, New Delhi 110024' },
  { name: 'Ananya Iyer', phone: '+917000000104', address: '2nd Floor, 61 Jangpura Extension, New Delhi 110014' },
  { name: 'Vikram Rao', phone: '+917000000105', address: 'A-112, Nehru Nagar, New Delhi 110065' },
  { name: 'Fatima Sheikh', phone: '+917000000106', address: 'E-9, Kalkaji, New Delhi 110019' },
  { name: 'Harpreet Kaur', phone: '+917000000107', address: 'Sewa Nagar Market Lane 3, New Delhi 110003' },
  { name: 'Arjun Nair', phone: '+917000000108', address: 'D-21, Andrews Ganj, New Delhi 110049' },
];

interface OrderPlan {
  status: OrderStatus;
  hoursAgo: number;
  method: 'Home Delivery' | 'Express' | 'Self Pickup';
  customer: number;
  note?: string;
  reason?: string;
  scheduled?: boolean;
}

const APPROVED_ORDERS: OrderPlan[] = [
  { status: 'Pending', hoursAgo: 1, method: 'Home Delivery', customer: 0, note: 'Please ring the bell twice.', scheduled: true },
  { status: 'Pending', hoursAgo: 3, method: 'Self Pickup', customer: 1, scheduled: true },
  { status: 'Pending', hoursAgo: 6, method: 'Express', customer: 2, note: 'Call before delivery.', scheduled: true },
  { status: 'Pending', hoursAgo: 11, method: 'Home Delivery', customer: 3, scheduled: false },
  { status: 'Pending', hoursAgo: 20, method: 'Home Delivery', customer: 4, note: 'Leave it with the security guard.', scheduled: true },
  { status: 'Pending', hoursAgo: 30, method: 'Self Pickup', customer: 5, scheduled: false },
  { status: 'Rescheduled', hoursAgo: 40, method: 'Home Delivery', customer: 6, scheduled: true },
  { status: 'Rescheduled', hoursAgo: 52, method: 'Self Pickup', customer: 7, scheduled: true },
  { status: 'Rescheduled', hoursAgo: 60, method: 'Home Delivery', customer: 0, note: 'Deliver after 6 PM please.', scheduled: true },
  { status: 'Completed', hoursAgo: 75, method: 'Home Delivery', customer: 1, scheduled: true },
  { status: 'Completed', hoursAgo: 98, method: 'Self Pickup', customer: 2, scheduled: true },
  { status: 'Completed', hoursAgo: 120, method: 'Express', customer: 3, scheduled: true },
  { status: 'Completed', hoursAgo: 150, method: 'Home Delivery', customer: 8, scheduled: true },
  { status: 'Paid', hoursAgo: 170, method: 'Home Delivery', customer: 4, scheduled: true },
  { status: 'Paid', hoursAgo: 200, method: 'Self Pickup', customer: 5, scheduled: true },
  { status: 'Paid', hoursAgo: 230, method: 'Home Delivery', customer: 0, scheduled: true },
  { status: 'Cancelled', hoursAgo: 260, method: 'Home Delivery', customer: 6, reason: 'Product out of stock', scheduled: true },
  { status: 'Cancelled', hoursAgo: 290, method: 'Self Pickup', customer: 7, reason: 'Customer requested cancellation', scheduled: true },
  { status: 'Cancelled', hoursAgo: 320, method: 'Home Delivery', customer: 8, reason: 'Customer not reachable on phone', scheduled: false },
];

const OFFLINE_ORDERS: OrderPlan[] = [
  { status: 'Pending', hoursAgo: 5, method: 'Home Delivery', customer: 1, scheduled: true },
  { status: 'Completed', hoursAgo: 80, method: 'Self Pickup', customer: 2, scheduled: true },
];

interface SeedProduct {
  id: string;
  name: string;
  imagePaths: string[];
  variants: { id: string; variant: string; unit: string; mrp: number; netPrice: number; available: boolean }[];
}

/** Everything the demo seed writes, computed without touching the database. Deterministic except order dates (relative to now). */
export function buildDemoData(now: Date): DemoData {
  const rand = seededRandom(20251120);
  const media: MediaFile[] = [];
  const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const t = (name: string, rows: Row[]): [string, Row[]] => [name, rows];

  // ---- vendors, addresses, customers
  const address: Row[] = [];
  const vendors: Row[] = [];
  for (const v of DEMO_VENDORS) {
    const a = ADDRESSES[v.key];
    const addressId = a ? stableId(`address:vendor:${v.key}`) : null;
    if (a) {
      address.push({
        id: addressId,
        address_line_one: a.line1,
        address_line_two: a.line2,
        city: a.city,
        state: a.state,
        country: 'India',
        pin_code: a.pin,
        contact_no: v.phone,
        latitude: a.lat,
        longitude: a.lng,
      });
    }
    const initials = v.shopName
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const profilePath = `/media/vendors/${v.key}/profile.svg`;
    media.push(
      svgFile(
        profilePath,
        placeholderSvg({ title: v.shopName, hue: v.key === 'approved' ? 28 : 200, mark: initials, width: 256, height: 256, monogram: true }),
      ),
    );
    vendors.push({
      id: demoVendorId(v.key),
      name: v.name,
      shop_name: v.shopName,
      email: `${slugify(v.shopName).replace(/-/g, '')}@example.in`,
      contact_no: v.phone,
      alternate_contact: v.key === 'approved' ? '+919811112222' : null,
      delivery_radius: v.key === 'approved' ? 5 : 3,
      status: v.status,
      profile_image: profilePath,
      address_id: addressId,
      rating: v.key === 'approved' ? 4.6 : v.key === 'offline' ? 4.3 : null,
      organic_pct: v.key === 'approved' ? 35 : null,
      created_at: new Date('2024-01-15T05:30:00Z'),
      updated_at: new Date('2024-01-15T05:30:00Z'),
    });
  }
  const customers: Row[] = CUSTOMERS.map((c, i) => ({
    id: i === 0 ? DEMO_CUSTOMER_ID : stableId(`customer:${i}`),
    name: c.name,
    email: null,
    contact_no: c.phone,
  }));

  // ---- attributes and gallery
  const attributeDefinitions: Row[] = ATTRIBUTE_DEFINITIONS.map(([name, type], i) => ({ id: stableId(`attrdef:${name}`), name, type, sort: i }));
  const defId = new Map(ATTRIBUTE_DEFINITIONS.map(([name]) => [name, stableId(`attrdef:${name}`)]));
  const vendorAttributes: Row[] = [];
  for (const v of DEMO_VENDORS) {
    const values = v.key === 'approved' ? APPROVED_ATTRIBUTES : v.key === 'offline' ? {} : BASIC_ATTRIBUTES;
    for (const [name, value] of Object.entries(values)) {
      vendorAttributes.push({ id: stableId(`vattr:${v.key}:${name}`), vendor_id: demoVendorId(v.key), attribute_id: defId.get(name) ?? null, name, value });
    }
  }
  const gallery: [VendorKey, string, number][] = [
    ['approved', 'Our shop front', 28],
    ['approved', 'Fresh vegetables every morning', 110],
    ['approved', 'The dairy counter', 205],
    ['approved', 'Staples, neatly stacked', 35],
    ['approved', 'The books corner', 270],
    ['approved', 'Home delivery on the way', 350],
    ['offline', 'Iyer Fresh Mart', 140],
    ['offline', 'Fresh fruit display', 60],
  ];
  const vendorImages: Row[] = gallery.map(([key, title, hue], i) => {
    const path = `/media/vendors/${key}/gallery-${i + 1}.svg`;
    media.push(svgFile(path, placeholderSvg({ title, hue, width: 640, height: i % 2 === 0 ? 480 : 640, variant: i })));
    return { id: stableId(`vimg:${key}:${i}`), vendor_id: demoVendorId(key), path, sort: i, created_at: new Date('2024-01-15T05:30:00Z') };
  });

  // ---- categories and the approved vendor's products
  const categories: Row[] = [];
  const leafIdByName = new Map<string, string>();
  const leafHue = new Map<string, { hue: number; icon: string }>();
  const approvedLeaves: string[] = [];
  const products: Row[] = [];
  const productAttributes: Row[] = [];
  const productImages: Row[] = [];
  const productVariants: Row[] = [];
  const seedProducts = new Map<VendorKey, SeedProduct[]>([
    ['approved', []],
    ['offline', []],
  ]);

  const addCategory = (path: string[], parentId: string | null, available: boolean, sort: number, icon: string, hue: number): string => {
    const id = stableId(`category:${path.join('/')}`);
    const name = path[path.length - 1]!;
    const imagePath = `/media/categories/${slugify(path.join('-'))}.svg`;
    media.push(svgFile(imagePath, placeholderSvg({ title: name, hue: hue + path.length * 12, mark: icon, width: 300, height: 300 })));
    categories.push({ id, name, parent_id: parentId, level: path.length, available, image_path: imagePath, icon, sort });
    return id;
  };

  const addProduct = (vendor: VendorKey, leafId: string, def: ProductDef, sort: number, hue: number, icon: string, forceUnavailable: boolean): void => {
    const id = stableId(`product:${vendor}:${def.name}`);
    const slug = slugify(def.name);
    products.push({
      id,
      vendor_id: demoVendorId(vendor),
      category_id: leafId,
      name: def.name,
      description:
        def.description ?? `${def.name} from ${def.brand}. Sourced fresh and stored with care at our shop; delivered to your door or ready for pickup.`,
      brand: def.brand,
      sort,
    });
    for (const [i, [name, value]] of Object.entries(def.attrs ?? {}).entries()) {
      productAttributes.push({ id: stableId(`pattr:${id}:${name}`), product_id: id, name, value, sort: i });
    }
    const imageCount = 1 + (rand() < 0.5 ? 1 : 0) + (rand() < 0.2 ? 1 : 0);
    const imagePaths: string[] = [];
    for (let n = 1; n <= imageCount; n++) {
      const path = `/media/products/${vendor}/${slug}-${n}.svg`;
      media.push(svgFile(path, placeholderSvg({ title: def.name, subtitle: def.brand, hue: hue + n * 25, mark: icon, variant: n - 1 })));
      productImages.push({ id: stableId(`pimg:${id}:${n}`), product_id: id, path, sort: n - 1 });
      imagePaths.push(path);
    }
    const variants = def.variants.map(([variant, unit, mrp, netPrice], i) => {
      const available = !forceUnavailable && rand() >= 0.12;
      const vid = stableId(`variant:${id}:${variant}:${unit}`);
      productVariants.push({ id: vid, product_id: id, variant, unit, mrp, net_price: netPrice, available, sort: i });
      return { id: vid, variant, unit, mrp, netPrice, available };
    });
    seedProducts.get(vendor)?.push({ id, name: def.name, imagePaths, variants });
  };

  // A few products show as "all variants unavailable" (hidden in the store, visible in pricing).
  const ALL_UNAVAILABLE = new Set(['Beetroot', 'Kohinoor Super Silver Basmati', 'Head & Shoulders Anti-Dandruff']);
  CATALOG.forEach((top, ti) => {
    const topId = addCategory([top.name], null, top.available ?? true, ti, top.icon, top.hue);
    top.subs.forEach((sub, si) => {
      const subId = addCategory([top.name, sub.name], topId, true, si, top.icon, top.hue);
      sub.leaves.forEach((leaf, li) => {
        const leafId = addCategory([top.name, sub.name, leaf.name], subId, leaf.available ?? true, li, top.icon, top.hue);
        leafIdByName.set(leaf.name, leafId);
        leafHue.set(leaf.name, { hue: top.hue, icon: top.icon });
        if (top.sold || leaf.listedByApproved) approvedLeaves.push(leafId);
        for (const [pi, def] of leaf.products.entries()) {
          addProduct('approved', leafId, def, pi, top.hue, top.icon, ALL_UNAVAILABLE.has(def.name));
        }
      });
    });
  });
  const offlineLeaves = new Set<string>();
  OFFLINE_VENDOR_PRODUCTS.forEach(({ leaf, product }, i) => {
    const leafId = leafIdByName.get(leaf);
    const look = leafHue.get(leaf);
    if (!leafId || !look) throw new Error(`seed: unknown leaf ${leaf}`);
    offlineLeaves.add(leafId);
    addProduct('offline', leafId, product, i, look.hue, look.icon, false);
  });
  const vendorCategories: Row[] = [
    ...approvedLeaves.map((id) => ({ vendor_id: demoVendorId('approved'), category_id: id })),
    ...[...offlineLeaves].map((id) => ({ vendor_id: demoVendorId('offline'), category_id: id })),
  ];

  // ---- orders
  const orders: Row[] = [];
  const orderItems: Row[] = [];
  const orderAttributes: Row[] = [];
  const addOrders = (vendor: VendorKey, plans: OrderPlan[]) => {
    const catalogue = (seedProducts.get(vendor) ?? []).filter((p) => p.variants.some((v) => v.available));
    plans.forEach((plan, i) => {
      const id = stableId(`order:${vendor}:${i}`);
      const customer = CUSTOMERS[plan.customer]!;
      const orderDate = hours(plan.hoursAgo);
      const count = Math.min(catalogue.length, 1 + Math.floor(rand() * 5));
      const chosen = new Set<SeedProduct>();
      while (chosen.size < count) chosen.add(pick(rand, catalogue));
      const lines = [...chosen].map((p, k) => {
        const variant = pick(
          rand,
          p.variants.filter((v) => v.available),
        );
        const quantity = 1 + Math.floor(rand() * 3);
        orderItems.push({
          id: stableId(`oitem:${id}:${k}`),
          order_id: id,
          product_id: p.id,
          variant_id: variant.id,
          product_name: p.name,
          image_paths: JSON.stringify(p.imagePaths.slice(0, 1)),
          variant: variant.variant,
          unit: variant.unit,
          mrp: variant.mrp,
          net_price: variant.netPrice,
          quantity,
          sort: k,
        });
        return { netPrice: variant.netPrice, quantity };
      });
      const subtotal = orderTotal(lines);
      const deliveryCharges = plan.method === 'Self Pickup' ? 0 : plan.method === 'Express' ? 50 : subtotal >= 199 ? 0 : 30;
      const attrs: [string, string][] = [
        [ORDER_ATTR.deliveryMethod, plan.method],
        [ORDER_ATTR.orderDate, orderDate.toISOString()],
        [ORDER_ATTR.deliveryCharges, String(deliveryCharges)],
      ];
      const stamp = (h: number) => hours(Math.max(0, plan.hoursAgo - h)).toISOString();
      if (plan.scheduled) {
        const due = plan.status === 'Rescheduled' ? new Date(now.getTime() + 24 * 3_600_000) : hours(plan.hoursAgo - 4);
        attrs.push([ORDER_ATTR.deliveryTime, deliveryTimeText(SHOP_CLOSING, due)]);
      }
      if (plan.status === 'Rescheduled') attrs.push([ORDER_ATTR.rescheduledOn, stamp(2)]);
      if (plan.status === 'Completed' || plan.status === 'Paid') attrs.push([ORDER_ATTR.deliveredOn, stamp(5)]);
      if (plan.status === 'Paid') attrs.push([ORDER_ATTR.paidOn, stamp(6)]);
      if (plan.status === 'Cancelled') {
        attrs.push([ORDER_ATTR.cancelledOn, stamp(1)]);
        attrs.push([ORDER_ATTR.cancellationReason, plan.reason ?? 'Other']);
      }
      // The row was last written by its latest status change (the summary finds stamps by updated_at).
      const stamped = new Set<string>([ORDER_ATTR.rescheduledOn, ORDER_ATTR.deliveredOn, ORDER_ATTR.paidOn, ORDER_ATTR.cancelledOn]);
      const changedAt = attrs.filter(([n]) => stamped.has(n)).reduce((last, [, v]) => (new Date(v) > last ? new Date(v) : last), orderDate);
      for (const [name, value] of attrs) orderAttributes.push({ id: stableId(`oattr:${id}:${name}`), order_id: id, name, value });
      orders.push({
        id,
        vendor_id: demoVendorId(vendor),
        customer_id: plan.customer === 0 ? DEMO_CUSTOMER_ID : stableId(`customer:${plan.customer}`),
        customer_name: customer.name,
        customer_phone: customer.phone,
        status: plan.status,
        order_date: orderDate,
        delivery_address: plan.method === 'Self Pickup' ? null : customer.address,
        note: plan.note ?? null,
        total: orderTotal(lines, deliveryCharges),
        version: 1,
        created_at: orderDate,
        updated_at: changedAt,
      });
    });
  };
  addOrders('approved', APPROVED_ORDERS);
  addOrders('offline', OFFLINE_ORDERS);

  return {
    media,
    tables: [
      t('address', address),
      t('vendors', vendors),
      t('customers', customers),
      t('attribute_definitions', attributeDefinitions),
      t('vendor_attributes', vendorAttributes),
      t('vendor_images', vendorImages),
      t('categories', categories),
      t('vendor_categories', vendorCategories),
      t('products', products),
      t('product_attributes', productAttributes),
      t('product_images', productImages),
      t('product_variants', productVariants),
      t('orders', orders),
      t('order_items', orderItems),
      t('order_attributes', orderAttributes),
    ],
  };
}

async function writeDemoData(q: Queryable, data: DemoData): Promise<void> {
  await putMediaIfAbsent(q, data.media);
  for (const [table, rows] of data.tables) await insertRows(q, table, rows);
}

export interface SeedResult {
  seeded: boolean;
  version: string;
}

/**
 * Seeds the demo data once per database. A marker row records that it ran, so starting again
 * never re-inserts, overwrites or duplicates anything a vendor changed (or deleted). All in one
 * transaction under an advisory lock: concurrent starts seed once, a failed seed leaves nothing.
 */
export async function seedDemo(db: Database, now: Date): Promise<SeedResult> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const marker = await q.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [SEED_MARKER]);
    const existing = marker.rows[0]?.value;
    if (existing === undefined) {
      await writeDemoData(q, buildDemoData(now));
      await q.query('INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3)', [SEED_MARKER, DEMO_SEED_VERSION, now]);
    }
    await seedDemoStaff(q, now);
    return existing === undefined ? { seeded: true, version: DEMO_SEED_VERSION } : { seeded: false, version: existing };
  });
}

/**
 * The demo staff member (DEMO_STAFF), once per database with its own marker: a demo database seeded
 * before staff existed gets them too, and one whose owner removed them does not get them back.
 */
async function seedDemoStaff(q: Queryable, now: Date): Promise<void> {
  const done = await q.query('SELECT 1 FROM app_meta WHERE key = $1', [STAFF_SEED_MARKER]);
  if (done.rows[0]) return;
  const vendorId = demoVendorId(DEMO_STAFF.shop);
  const shop = await q.query('SELECT 1 FROM vendors WHERE id = $1', [vendorId]);
  if (!shop.rows[0]) return;
  await q.query(
    `INSERT INTO staff (id, vendor_id, name, phone, role, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
    [DEMO_STAFF_ID, vendorId, DEMO_STAFF.name, DEMO_STAFF.phone, DEMO_STAFF.role, now],
  );
  await q.query('INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3)', [STAFF_SEED_MARKER, '1', now]);
}
