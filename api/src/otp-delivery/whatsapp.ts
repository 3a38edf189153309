import type { WhatsAppConfig } from '../config/env.js';
import { maskPhone, maskPhones } from '../http/log.js';
import { OtpDeliveryError, type DeliveryLogger, type OtpDelivery } from './types.js';

/**
 * The WhatsApp Business Cloud API message for an "authentication" template: the code is the body
 * parameter and the copy-code / one-tap button's URL parameter.
 */
export function whatsappTemplateMessage(cfg: Pick<WhatsAppConfig, 'template' | 'languageCode'>, phoneE164: string, code: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: phoneE164.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: cfg.template,
      language: { code: cfg.languageCode },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  };
}

export interface WhatsAppDeliveryOptions {
  config: WhatsAppConfig;
  log: DeliveryLogger;
  /** Whole-request timeout; the dashboard's own request gives up after 20 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** POST {apiBase}/{phoneNumberId}/messages with a Bearer token. Any non-2xx or network error is a delivery failure. */
export function whatsappDelivery(opts: WhatsAppDeliveryOptions): OtpDelivery {
  const { config, log } = opts;
  const doFetch = opts.fetchImpl ?? fetch;
  const url = `${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(phoneE164, code) {
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(whatsappTemplateMessage(config, phoneE164, code)),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        log.warn({ phone: maskPhone(phoneE164), err: String(err) }, 'whatsapp OTP delivery failed: no answer');
        throw new OtpDeliveryError('WhatsApp API unreachable');
      }
      if (!res.ok) {
        const detail = maskPhones((await res.text().catch(() => '')).slice(0, 500));
        log.warn({ phone: maskPhone(phoneE164), status: res.status, detail }, 'whatsapp OTP delivery refused');
        throw new OtpDeliveryError(`WhatsApp API answered ${res.status}`, res.status);
      }
      await res.arrayBuffer().catch(() => undefined);
      log.info({ phone: maskPhone(phoneE164), otpProvider: 'whatsapp' }, 'OTP sent on WhatsApp');
    },
  };
}
