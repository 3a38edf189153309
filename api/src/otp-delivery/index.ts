import type { Config } from '../config/env.js';
import { demoDelivery } from './demo.js';
import type { DeliveryLogger, OtpDelivery } from './types.js';
import { whatsappDelivery } from './whatsapp.js';

export type { OtpDelivery, DeliveryLogger } from './types.js';
export { OtpDeliveryError } from './types.js';

/** The provider chosen by OTP_PROVIDER. */
export function createOtpDelivery(config: Pick<Config, 'otpProvider' | 'whatsapp'>, log: DeliveryLogger): OtpDelivery {
  return config.otpProvider === 'whatsapp' ? whatsappDelivery({ config: config.whatsapp, log }) : demoDelivery(log);
}
