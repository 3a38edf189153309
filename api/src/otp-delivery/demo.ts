import { maskPhone } from '../http/log.js';
import type { DeliveryLogger, OtpDelivery } from './types.js';

/**
 * Demo provider: sends nothing, writes the code to the structured log for the person running the
 * demo (the number masked to its last three digits). Only allowed in demo mode.
 */
export function demoDelivery(log: DeliveryLogger): OtpDelivery {
  return {
    name: 'demo',
    async send(phoneE164, code) {
      log.info({ phone: maskPhone(phoneE164), otpProvider: 'demo' }, `demo OTP for ${maskPhone(phoneE164)} is ${code}`);
    },
  };
}
