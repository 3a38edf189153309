/**
 * Every route of the vendor API, once: its method, its path under the API base (Fastify syntax,
 * `:name` for a path parameter) and the service base URL the browser sends it to (spec section 6).
 * The API registers each route from its object (`api/src/http/route.ts`), the browser calls it through
 * `callApi(route, input)` (`@vd/shared/api`), so a URL, a method, a query parameter or a result type
 * exists in one place. Plain data, no TypeBox at run time: the types come from `route-schemas.ts`.
 */
import type { Static, TSchema } from 'typebox';
import type { RouteSchemas } from './route-schemas.js';
import { ACCESS, type RouteAccess } from './rules/staff.js';

export type RouteId = keyof RouteSchemas;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where every route lives: `/rest/{product}/api/v1` (spec section 7). */
export const API_BASE_PATH = '/rest/localbig/api/v1';
/**
 * The older base path spec section 7 also defines: the API answers it as an alias of `API_BASE_PATH`
 * (same routes, same answers), so a client written against it works unchanged.
 */
export const LEGACY_API_BASE_PATH = '/rest/subziwale/api/v1';

/** The service base URLs of the runtime config (spec section 6); every route belongs to one. */
export const SERVICE_NAMES = ['auth', 'user', 'vendor', 'order', 'product'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface Route<Id extends RouteId = RouteId> {
  readonly id: Id;
  readonly method: HttpMethod;
  /** Under the API base path, with a leading slash; `:name` is a path parameter. */
  readonly path: string;
  readonly service: ServiceName;
  /**
   * Who may call it: 'public' (no session), 'customer', or the dashboard roles (`ACCESS` in
   * rules/staff.ts). The API refuses any other role with 403 ROLE_NOT_ALLOWED.
   */
  readonly access: RouteAccess;
  /** Served at the API origin's root instead of under the base path (the images). */
  readonly atRoot?: true;
}

const route = <const Id extends RouteId>(id: Id, method: HttpMethod, path: `/${string}`, service: ServiceName, access: RouteAccess): Route<Id> =>
  Object.freeze({ id, method, path, service, access });

const { everyone, managers, owner } = ACCESS;

// ---------------------------------------------------------------- sign-in (no session)
export const sendOtp = /*#__PURE__*/ route('sendOtp', 'POST', '/auth/otp/send', 'auth', 'public');
export const verifyOtp = /*#__PURE__*/ route('verifyOtp', 'POST', '/auth/otp/verify', 'auth', 'public');
export const refreshToken = /*#__PURE__*/ route('refreshToken', 'POST', '/auth/token/refresh', 'auth', 'public');
export const logout = /*#__PURE__*/ route('logout', 'POST', '/auth/logout', 'auth', 'public');

// ---------------------------------------------------------------- the vendor record and the shop
export const getVendor = /*#__PURE__*/ route('getVendor', 'GET', '/vendor', 'vendor', everyone);
export const updateVendor = /*#__PURE__*/ route('updateVendor', 'PUT', '/vendor', 'vendor', managers);
export const updateProfile = /*#__PURE__*/ route('updateProfile', 'PUT', '/vendor/profile', 'vendor', managers);
export const setShopStatus = /*#__PURE__*/ route('setShopStatus', 'PUT', '/vendor/status', 'vendor', managers);
export const setLanguage = /*#__PURE__*/ route('setLanguage', 'PUT', '/vendor/language', 'vendor', everyone);

// ---------------------------------------------------------------- orders
export const listOrders = /*#__PURE__*/ route('listOrders', 'GET', '/orders/vendor', 'order', everyone);
export const countOrders = /*#__PURE__*/ route('countOrders', 'GET', '/orders/vendor/count', 'order', everyone);
export const liveOrders = /*#__PURE__*/ route('liveOrders', 'GET', '/orders/vendor/live', 'order', everyone);
export const orderSummary = /*#__PURE__*/ route('orderSummary', 'GET', '/orders/vendor/summary', 'order', everyone);
export const orderDetails = /*#__PURE__*/ route('orderDetails', 'GET', '/order/details', 'order', everyone);
export const changeOrderStatus = /*#__PURE__*/ route('changeOrderStatus', 'PUT', '/order/status', 'order', everyone);
/** A customer's call (the demo order script and the tests place orders with it). */
export const placeOrder = /*#__PURE__*/ route('placeOrder', 'POST', '/customer/orders', 'order', 'customer');

// ---------------------------------------------------------------- the store (catalogue)
export const listCategories = /*#__PURE__*/ route('listCategories', 'GET', '/category', 'product', everyone);
export const listStoreProducts = /*#__PURE__*/ route('listStoreProducts', 'GET', '/vendor/store/products', 'product', everyone);
export const getStoreProduct = /*#__PURE__*/ route('getStoreProduct', 'GET', '/vendor/store/products/:productId', 'product', everyone);

// ---------------------------------------------------------------- pricing
export const listPricingProducts = /*#__PURE__*/ route('listPricingProducts', 'GET', '/vendor/products', 'product', managers);
export const listPricingCategories = /*#__PURE__*/ route('listPricingCategories', 'GET', '/vendor/products/categories', 'product', managers);
export const savePrices = /*#__PURE__*/ route('savePrices', 'PUT', '/vendor/products', 'product', managers);

// ---------------------------------------------------------------- business details
export const listAttributeDefinitions = /*#__PURE__*/ route('listAttributeDefinitions', 'GET', '/vendor/attribute', 'vendor', managers);
export const saveAttributes = /*#__PURE__*/ route('saveAttributes', 'PUT', '/vendor/attribute', 'vendor', managers);
export const saveVendorCategories = /*#__PURE__*/ route('saveVendorCategories', 'PUT', '/vendor/category', 'vendor', managers);
export const listGallery = /*#__PURE__*/ route('listGallery', 'GET', '/vendor/images', 'vendor', managers);
export const uploadGallery = /*#__PURE__*/ route('uploadGallery', 'POST', '/vendor/upload', 'vendor', managers);
export const deleteGalleryImage = /*#__PURE__*/ route('deleteGalleryImage', 'DELETE', '/vendor/images/:imageId', 'vendor', managers);
export const listHolidays = /*#__PURE__*/ route('listHolidays', 'GET', '/vendor/holidays', 'vendor', managers);
export const addHoliday = /*#__PURE__*/ route('addHoliday', 'POST', '/vendor/holidays', 'vendor', managers);
export const deleteHoliday = /*#__PURE__*/ route('deleteHoliday', 'DELETE', '/vendor/holidays/:holidayId', 'vendor', managers);
export const saveAddress = /*#__PURE__*/ route('saveAddress', 'POST', '/address', 'vendor', managers);
export const geoSearch = /*#__PURE__*/ route('geoSearch', 'GET', '/geo/search', 'vendor', managers);
export const geoReverse = /*#__PURE__*/ route('geoReverse', 'GET', '/geo/reverse', 'vendor', managers);

// ---------------------------------------------------------------- staff (the owner only)
export const listStaff = /*#__PURE__*/ route('listStaff', 'GET', '/vendor/staff', 'vendor', owner);
export const addStaff = /*#__PURE__*/ route('addStaff', 'POST', '/vendor/staff', 'vendor', owner);
export const updateStaff = /*#__PURE__*/ route('updateStaff', 'PUT', '/vendor/staff/:staffId', 'vendor', owner);
export const removeStaff = /*#__PURE__*/ route('removeStaff', 'DELETE', '/vendor/staff/:staffId', 'vendor', owner);

// ---------------------------------------------------------------- support and health
export const listSupportMessages = /*#__PURE__*/ route('listSupportMessages', 'GET', '/support/messages', 'vendor', managers);
export const sendSupportMessage = /*#__PURE__*/ route('sendSupportMessage', 'POST', '/support/messages', 'vendor', managers);
export const health = /*#__PURE__*/ route('health', 'GET', '/health', 'vendor', 'public');
/** The images the API stores; answers carry their absolute URLs, so no client builds this path. */
export const media = /*#__PURE__*/ Object.freeze({ ...route('media', 'GET', '/media/*', 'vendor', 'public'), atRoot: true as const });

/** Every route, by id (the API registers them all; a test checks none is left out). */
export const ROUTES = {
  health,
  media,
  sendOtp,
  verifyOtp,
  refreshToken,
  logout,
  getVendor,
  updateVendor,
  updateProfile,
  setShopStatus,
  setLanguage,
  listOrders,
  countOrders,
  liveOrders,
  orderSummary,
  orderDetails,
  changeOrderStatus,
  placeOrder,
  listCategories,
  listStoreProducts,
  getStoreProduct,
  listPricingProducts,
  listPricingCategories,
  savePrices,
  listAttributeDefinitions,
  saveAttributes,
  saveVendorCategories,
  listGallery,
  uploadGallery,
  deleteGalleryImage,
  listHolidays,
  addHoliday,
  deleteHoliday,
  saveAddress,
  geoSearch,
  geoReverse,
  listStaff,
  addStaff,
  updateStaff,
  removeStaff,
  listSupportMessages,
  sendSupportMessage,
} as const satisfies { readonly [Id in RouteId]: Route<Id> };

// ---------------------------------------------------------------- the types a call derives from its route

type SchemaOf<R> = R extends Route<infer Id> ? RouteSchemas[Id] : never;
type StaticOf<S, K extends string> = S extends { readonly [P in K]: infer T extends TSchema } ? Static<T> : undefined;

/** The query string of a route (undefined when it takes none). */
export type RouteQuery<R extends Route> = StaticOf<SchemaOf<R>, 'querystring'>;
/** The path parameters of a route (undefined when it has none). */
export type RouteParams<R extends Route> = StaticOf<SchemaOf<R>, 'params'>;
/** The JSON body of a route (undefined when it takes none). */
export type RouteBody<R extends Route> = StaticOf<SchemaOf<R>, 'body'>;
/** What a route answers on success (its 200, or 201 for a creation). */
export type RouteReply<R extends Route> =
  SchemaOf<R> extends { readonly response: infer Res }
    ? Res extends { readonly 200: infer T extends TSchema }
      ? Static<T>
      : Res extends { readonly 201: infer T extends TSchema }
        ? Static<T>
        : unknown
    : unknown;

/** A route's path with its parameters filled in (each encoded as a URI component). */
export function routePath(route: Route, params?: Readonly<Record<string, string | number>>): string {
  return route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.id}: path parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
}
