/**
 * @vd/shared/data — the data layer (TanStack Query) every area reads and writes through
 * (docs/decisions/0017-one-data-layer.md).
 *
 * NOT exported from the `@vd/shared` root: the login page must not carry react-query. This subpath
 * is bundled into each app that imports it (pure keys and functions); react-query itself is a
 * Module Federation singleton, so the host's QueryClient (DataProvider) reaches every remote
 * through react-query's context.
 */
export { queryKeys } from './keys';
export { DEFAULT_QUERY_OPTIONS, DEFAULT_STALE_MS, QUERY_RETRIES, QUERY_RETRY_DELAY_MS, createQueryClient, shouldRetryQuery } from './defaults';
export { DataProvider } from './DataProvider';
export { QueryState } from './QueryState';
export type { QueryStateProps, QueryView } from './QueryState';
export { useOnline } from './online';
export {
  ORDERS_PAGE_SIZE,
  afterOrderChange,
  fetchOrderDetails,
  fetchOrdersPage,
  orderDetailQuery,
  ordersListQuery,
  parseNextPage,
  putOrderStatus,
  withoutMovedOrder,
} from './orders';
export type { OrdersPage, VendorOrder } from './orders';
export {
  CATALOG_STALE_MS,
  afterCatalogChange,
  fetchStoreProduct,
  fetchStoreProducts,
  fetchVendorCategories,
  storeProductQuery,
  storeProductsQuery,
  vendorCategoriesQuery,
} from './catalog';
export {
  LIVE_POLL_HIDDEN_MS,
  LIVE_POLL_MS,
  detectNewOrder,
  fetchLiveSummary,
  liveOrdersQuery,
  livePollInterval,
  ordersChanged,
  parseLiveSummary,
  requestLiveOrdersRefresh,
  useLiveOrders,
} from './live-orders';
export type { LiveOrdersSummary, NewestOrder, UseLiveOrdersOptions } from './live-orders';
export {
  PLACE_SEARCH_MIN_LENGTH,
  afterGalleryChange,
  afterVendorCategoriesChange,
  asAttributeDefinitions,
  attributeDefinitionsQuery,
  categoryTreeQuery,
  deleteVendorImage,
  fetchAttributeDefinitions,
  fetchCategoryTree,
  fetchGallery,
  galleryQuery,
  placeSearchQuery,
  postAddress,
  putVendorAttributes,
  putVendorCategories,
  reverseGeocode,
  searchPlaces,
  uploadVendorImages,
} from './business';
export type { AttributeWrite, UploadProgress } from './business';

export {
  afterVendorChange,
  fetchVendorRecord,
  putProfile,
  putShopStatus,
  putVendor,
  sendSupportMessage,
  vendorRecordQuery,
} from './profile';

// The react-query API the areas use (apps do not depend on @tanstack/react-query themselves).
export { QueryClient, useInfiniteQuery, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export { pricingKeys } from './keys';
export {
  afterPricesSaved,
  fetchPricingCategories,
  fetchPricingProducts,
  pricingCategoriesQuery,
  pricingProductsQuery,
  savePrices,
} from './pricing';
