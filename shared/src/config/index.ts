export {
  DEFAULT_API_BASE_URL,
  DEFAULT_RUNTIME_CONFIG,
  SERVICE_NAMES,
  getRuntimeConfig,
  isTileUrlTemplate,
  loadRuntimeConfig,
  resetRuntimeConfig,
  serviceUrl,
  setRuntimeConfig,
  validateRuntimeConfig,
} from './runtimeConfig';
export type { RuntimeConfig, RuntimeConfigInput, ServiceName } from './runtimeConfig';
