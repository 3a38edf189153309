import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp.js';
import { OtpDeliveryError } from './types.js';
import { whatsappDelivery, whatsappTemplateMessage } from './whatsapp.js';

const silent = { info: () => undefined, warn: () => undefined };
let fake: FakeWhatsApp;

beforeAll(async () => {
  fake = await startFakeWhatsApp();
});
afterAll(async () => {
  await fake.close();
});

const config = () => ({ apiBase: fake.baseUrl, token: 'test-token-123', phoneNumberId: '1098765', template: 'vendor_login_otp', languageCode: 'en' });

describe('whatsappDelivery', () => {
  it('POSTs an authentication template message with the code to {base}/{phoneNumberId}/messages', async () => {
    fake.status = 200;
    fake.requests.length = 0;
    await whatsappDelivery({ config: config(), log: silent }).send('+919876543210', '482913');
    expect(fake.requests).toHaveLength(1);
    const r = fake.requests[0]!;
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/v21.0/1098765/messages');
    expect(r.headers.authorization).toBe('Bearer test-token-123');
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'vendor_login_otp',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
  });

  it('maps a non-2xx answer to OtpDeliveryError with the status', async () => {
    fake.status = 401;
    const err = await whatsappDelivery({ config: config(), log: silent })
      .send('+919876543210', '111111')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OtpDeliveryError);
    expect((err as OtpDeliveryError).status).toBe(401);
    fake.status = 200;
  });

  it('maps an unreachable server and a timeout to OtpDeliveryError', async () => {
    const down = whatsappDelivery({ config: { ...config(), apiBase: 'http://127.0.0.1:1/v21.0' }, log: silent });
    await expect(down.send('+919876543210', '111111')).rejects.toBeInstanceOf(OtpDeliveryError);
    fake.delayMs = 500;
    const slow = whatsappDelivery({ config: config(), log: silent, timeoutMs: 100 });
    await expect(slow.send('+919876543210', '111111')).rejects.toBeInstanceOf(OtpDeliveryError);
    fake.delayMs = 0;
  });

  it('builds the message without a leading + in the recipient', () => {
    expect(whatsappTemplateMessage({ template: 't', languageCode: 'en_US' }, '+919999999999', '000001').to).toBe('919999999999');
  });
});
