import { toE164 } from '@vd/contract/rules';

/**
 * Call and WhatsApp links for the support number ('9876500000' or '+91…'); null when there is none
 * (outside demo mode without one configured) or it is not a valid number: the cards are then hidden.
 */
export function supportLinks(supportPhone: string | null, greeting: string): { tel: string; whatsapp: string; display: string } | null {
  if (!supportPhone) return null;
  const e164 = toE164(supportPhone);
  if (!e164) return null;
  const digits = e164.slice(1); // wa.me takes the number with the country code, without '+'
  const local = e164.slice(3);
  return {
    tel: `tel:${e164}`,
    whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`,
    display: `+91 ${local.slice(0, 5)} ${local.slice(5)}`,
  };
}
