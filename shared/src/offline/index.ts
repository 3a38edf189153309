export { OFFLINE_API_CACHE, clearOfflineApiCache } from './api-cache';
