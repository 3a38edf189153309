/**
 * Every route's Fastify schema (querystring, params, body, headers, responses, OpenAPI tags), keyed
 * by the route's id in `routes.ts`. The API registers each route with its schema from here; the
 * browser never imports this module at run time (TypeBox stays out of the bundles), only its type.
 */
import { Type } from 'typebox';
import {
  getAttributeDefinitionsRoute,
  saveAttributesRoute,
  saveVendorCategoriesRoute,
  listGalleryRoute,
  uploadGalleryRoute,
  deleteGalleryImageRoute,
  saveAddressRoute,
  geoSearchRoute,
  geoReverseRoute,
} from './schemas/business.js';
import { sendOtpRoute, verifyOtpRoute, refreshRoute, logoutRoute } from './schemas/auth.js';
import { getCategoriesRoute, listStoreProductsRoute, getStoreProductRoute } from './schemas/catalog.js';
import { healthRoute } from './schemas/health.js';
import { addHolidayRoute, deleteHolidayRoute, listHolidaysRoute } from './schemas/hours.js';
import { getMediaRoute } from './schemas/media.js';
import {
  countOrdersRoute,
  listOrdersRoute,
  liveOrdersRoute,
  orderDetailsRoute,
  orderStatusRoute,
  orderSummaryRoute,
  placeOrderRoute,
} from './schemas/orders.js';
import { getPricingCategoriesRoute, listPricingProductsRoute, savePricesRoute } from './schemas/pricing.js';
import {
  listSupportMessagesRoute,
  sendSupportMessageRoute,
  setLanguageRoute,
  shopStatusRoute,
  updateProfileRoute,
  updateVendorRoute,
} from './schemas/profile.js';
import { addStaffRoute, listStaffRoute, removeStaffRoute, updateStaffRoute } from './schemas/staff.js';
import { getVendorRoute } from './schemas/vendor.js';

/**
 * The customer's session headers on POST customer/orders, declared so the route is documented as a
 * signed-in write (the API adds Idempotency-Key beside them, as on every vendor write).
 */
const CustomerHeadersSchema = Type.Object({
  sessionToken: Type.Optional(Type.String({ maxLength: 200, description: 'Session token (or send Authorization: Bearer <token>)' })),
  authorization: Type.Optional(Type.String({ maxLength: 250 })),
});

export const ROUTE_SCHEMAS = {
  health: healthRoute,
  media: getMediaRoute,
  sendOtp: sendOtpRoute,
  verifyOtp: verifyOtpRoute,
  refreshToken: refreshRoute,
  logout: logoutRoute,
  getVendor: getVendorRoute,
  updateVendor: updateVendorRoute,
  updateProfile: updateProfileRoute,
  setShopStatus: shopStatusRoute,
  setLanguage: setLanguageRoute,
  listOrders: listOrdersRoute,
  countOrders: countOrdersRoute,
  liveOrders: liveOrdersRoute,
  orderSummary: orderSummaryRoute,
  orderDetails: orderDetailsRoute,
  changeOrderStatus: orderStatusRoute,
  placeOrder: { ...placeOrderRoute, headers: CustomerHeadersSchema },
  listCategories: getCategoriesRoute,
  listStoreProducts: listStoreProductsRoute,
  getStoreProduct: getStoreProductRoute,
  listPricingProducts: listPricingProductsRoute,
  listPricingCategories: getPricingCategoriesRoute,
  savePrices: savePricesRoute,
  listAttributeDefinitions: getAttributeDefinitionsRoute,
  saveAttributes: saveAttributesRoute,
  saveVendorCategories: saveVendorCategoriesRoute,
  listGallery: listGalleryRoute,
  uploadGallery: uploadGalleryRoute,
  deleteGalleryImage: deleteGalleryImageRoute,
  listHolidays: listHolidaysRoute,
  addHoliday: addHolidayRoute,
  deleteHoliday: deleteHolidayRoute,
  saveAddress: saveAddressRoute,
  geoSearch: geoSearchRoute,
  geoReverse: geoReverseRoute,
  listSupportMessages: listSupportMessagesRoute,
  listStaff: listStaffRoute,
  addStaff: addStaffRoute,
  updateStaff: updateStaffRoute,
  removeStaff: removeStaffRoute,
  sendSupportMessage: sendSupportMessageRoute,
} as const;

export type RouteSchemas = typeof ROUTE_SCHEMAS;
