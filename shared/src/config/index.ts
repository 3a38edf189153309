export {
  DEFAULT_API_BASE_URL,
  DEMO_SUPPORT_PHONE,
  DEFAULT_RUNTIME_CONFIG,
  SERVICE_NAMES,
  SOCIAL_NETWORKS,
  getRuntimeConfig,
  isTileUrlTemplate,
  joinServiceUrl,
  loadRuntimeConfig,
  resetRuntimeConfig,
  serviceUrl,
  setRuntimeConfig,
  supportPhone,
  validateRuntimeConfig,
} from './runtimeConfig';
export type { RuntimeConfig, RuntimeConfigInput, ServiceName, SocialAccount, SocialNetwork } from './runtimeConfig';
