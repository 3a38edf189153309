import { isLocale, SHOP_STATUS, STAFF_MESSAGES, toE164, type Vendor, type VendorUpdate } from '@vd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { requireVendor, roleNotAllowed, type VendorAuth, vendorOf } from '../auth/guard.js';
import { setStaffLanguage, staffLanguage } from '../staff/service.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { getVendorRecord } from './record.js';
import { setShopStatus, setVendorLanguage, updateVendor, vendorContact } from './service.js';

/** Messages of the answers (spec section 8 where it gives one). */
const SAVED = { profile: 'Profile updated successfully!', vendor: 'Vendor updated successfully.' } as const;
const STATUS_SAVED = { Approved: 'Your shop is now Live.', OutOfStation: 'Your shop is now Offline.' } as const;

export async function vendorRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);

  const recordOf = async (req: FastifyRequest, vendorId: string) => {
    const base = publicBase(req, ctx.config.publicUrl);
    const record = await getVendorRecord(ctx.db, vendorId, (p) => absoluteUrl(base, p), ctx.clock());
    if (!record) throw notFound('VENDOR_NOT_FOUND', 'No vendor record for this session.');
    return record;
  };

  // Who is signed in, and for a staff member their own language rather than the owner's.
  const withAccess = async (auth: VendorAuth, record: Vendor): Promise<Vendor> => {
    if (!auth.staff) return { ...record, access: { role: 'owner', staffName: null } };
    const language = await staffLanguage(ctx.db, auth.staff.id);
    return { ...record, language: isLocale(language) ? language : null, access: { role: auth.role, staffName: auth.staff.name } };
  };

  on(app, routes.getVendor, { preValidation: requireVendor(ctx, { allowUnapproved: true }) }, async (req) => {
    const auth = vendorOf(req);
    if (req.query.mobileNo !== undefined) {
      const phone = toE164(req.query.mobileNo);
      if (!phone) throw badRequest('INVALID_PHONE', 'querystring/mobileNo must be a 10-digit mobile number, optionally prefixed with +91');
      if (phone !== auth.phone) throw forbidden('MOBILE_MISMATCH', 'mobileNo is not the signed-in vendor’s number.');
    }
    return withAccess(auth, await recordOf(req, auth.vendorId));
  });

  // The vendor (and only the vendor) switches their own shop; the guard refuses another vendor's id (403).
  on(app, routes.setShopStatus, { preValidation: guard }, async (req) => {
    const { vendorId, role } = vendorOf(req);
    if (role !== 'owner' && req.query.status === SHOP_STATUS.offline) throw roleNotAllowed(STAFF_MESSAGES.offlineOwnerOnly);
    const { status, offlineUntil } = await setShopStatus(ctx.db, vendorId, req.query.status, req.query.offlineUntil, ctx.clock());
    req.log.info({ vendorId, status, offlineUntil }, 'shop status changed');
    return { id: vendorId, status, offlineUntil, successMsg: STATUS_SAVED[status] };
  });

  // The dashboard language of the account: the dashboard adopts it at sign-in on a new device.
  on(app, routes.setLanguage, { preValidation: guard }, async (req) => {
    const auth = vendorOf(req);
    if (auth.staff) await setStaffLanguage(ctx.db, auth.staff.id, req.body.language);
    else await setVendorLanguage(ctx.db, auth.vendorId, req.body.language, ctx.clock());
    return withAccess(auth, await recordOf(req, auth.vendorId));
  });

  const update = async (req: FastifyRequest, input: VendorUpdate, message: string) => {
    const auth = vendorOf(req);
    // The shop's own number (the alternate contact must differ from it), not a staff member's.
    const shopPhone = auth.staff ? ((await vendorContact(ctx.db, auth.vendorId))?.contactNo ?? auth.phone) : auth.phone;
    await updateVendor(ctx.db, auth.vendorId, shopPhone, input, ctx.clock());
    return { success: true, message, data: await recordOf(req, auth.vendorId), error: null };
  };

  on(app, routes.updateVendor, { preValidation: guard }, async (req) => update(req, req.body, SAVED.vendor));

  on(app, routes.updateProfile, { preValidation: guard }, async (req) => update(req, req.body, SAVED.profile));
}
