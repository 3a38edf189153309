import { stableId } from '../lib/ids.js';

/** docs: shared/design/demo-and-ports.md "Demo accounts". These values are a contract. */
export const DEMO_FIXED_OTP = '123456';

export const DEMO_VENDORS = [
  { key: 'approved', phone: '+919876543210', shopName: 'Sharma General Store', name: 'Ramesh Sharma', status: 'Approved' },
  { key: 'pending', phone: '+919876543211', shopName: 'Gupta Kirana Bhandar', name: 'Sunil Gupta', status: 'Pending' },
  { key: 'rejected', phone: '+919876543212', shopName: 'Verma Provision Store', name: 'Anil Verma', status: 'Reject' },
  { key: 'offline', phone: '+919876543213', shopName: 'Iyer Fresh Mart', name: 'Lakshmi Iyer', status: 'OutOfStation' },
] as const;

export const DEMO_CUSTOMER = { key: 'customer', phone: '+919999999999', name: 'Priya Nair' } as const;

/** Orders staff at the approved demo shop: the staff screens' and the role checks' demo. */
export const DEMO_STAFF = { shop: 'approved', phone: '+919876543214', name: 'Ravi Kumar', role: 'orders' } as const;

/** The seeded numbers: in demo mode their code is always 123456 and they skip the send limits. */
export const DEMO_PHONE_NUMBERS: readonly string[] = [...DEMO_VENDORS.map((v) => v.phone), DEMO_CUSTOMER.phone, DEMO_STAFF.phone];

export const demoVendorId = (key: (typeof DEMO_VENDORS)[number]['key']): string => stableId(`vendor:${key}`);
export const DEMO_CUSTOMER_ID = stableId('customer:demo');
export const DEMO_STAFF_ID = stableId('staff:demo');
