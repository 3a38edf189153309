import { getVendor as vendorRoute, routePath } from '@vd/contract/routes';
import { toE164 } from '@vd/contract/rules';
import { joinServiceUrl, validateRuntimeConfig } from '@vd/shared/config';
import { LOCAL_KEYS, readLocal, readSessionToken } from '@vd/shared/storage';
import { handOff } from './hand-off';

/**
 * The signed-in vendor's record (`GET vendor?mobileNo=`), asked for by index.html's early script as
 * soon as `/config.json` names the API, with the stored session's token, so the header's shop name
 * and every read that carries the vendor's id do not wait for the page's JavaScript. The boot hands
 * the answer to `ensureVendor`, which takes it when it is a 200 and asks again otherwise.
 */
const earlyVendor = handOff<Promise<Response | undefined>>('__vdEarlyVendor');

/** The request's URL from config.json's answer, as the API client builds it; undefined without the vendor service or a valid number. */
export function earlyVendorUrl(config: unknown, contactNo: string | null, base = location.href): string | undefined {
  const service = validateRuntimeConfig(config).value.services?.[vendorRoute.service];
  const mobileNo = toE164(contactNo ?? '');
  if (!service || !mobileNo) return undefined;
  const url = new URL(joinServiceUrl(service, routePath(vendorRoute)), base);
  url.searchParams.set('mobileNo', mobileNo);
  return url.href;
}

/** Starts the read once `config` is in; nothing without a stored session. */
export function startEarlyVendorRead(config: Promise<Response>, doFetch: typeof fetch = fetch): void {
  const token = readSessionToken();
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  if (!token || !contactNo) return;
  earlyVendor.keep(
    config
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((json: unknown) => {
        const url = earlyVendorUrl(json, contactNo);
        return url ? doFetch(url, { headers: { sessionToken: token } }) : undefined;
      })
      .catch(() => undefined),
  );
}

/** The early read's answer, once; undefined where none was made. */
export const takeEarlyVendorRead = (): Promise<Response | undefined> | undefined => earlyVendor.take();
