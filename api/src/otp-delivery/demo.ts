import type { DeliveryLogger, OtpDelivery } from './types.js';

/** Demo provider: sends nothing, writes the code to the structured log for the person running the demo. */
export function demoDelivery(log: DeliveryLogger): OtpDelivery {
  return {
    name: 'demo',
    async send(phoneE164, code) {
      log.info({ phone: phoneE164, otpProvider: 'demo' }, `demo OTP for ${phoneE164} is ${code}`);
    },
  };
}
