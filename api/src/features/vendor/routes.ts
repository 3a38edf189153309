import { getVendorRoute, toE164 } from '@vd/shared/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { getVendorRecord } from './repository.js';

export async function vendorRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  app.get('/vendor', { schema: getVendorRoute, preValidation: requireVendor(ctx, { allowUnapproved: true }) }, async (req) => {
    const auth = vendorOf(req);
    if (req.query.mobileNo !== undefined) {
      const phone = toE164(req.query.mobileNo);
      if (!phone) throw badRequest('INVALID_PHONE', 'querystring/mobileNo must be a 10-digit mobile number, optionally prefixed with +91');
      if (phone !== auth.phone) throw forbidden('MOBILE_MISMATCH', 'mobileNo is not the signed-in vendor’s number.');
    }
    const base = publicBase(req, ctx.config.publicUrl);
    const record = await getVendorRecord(ctx.db, auth.vendorId, (p) => absoluteUrl(base, p));
    if (!record) throw notFound('VENDOR_NOT_FOUND', 'No vendor record for this session.');
    return record;
  });
}
