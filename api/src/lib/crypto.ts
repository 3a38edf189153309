import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 6 random digits from the OS CSPRNG. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** HMAC-SHA256(secret, phone:code), hex. The phone is mixed in so equal codes hash differently per number. */
export function hashOtp(secret: string, phoneE164: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneE164}:${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && ba.length > 0 && timingSafeEqual(ba, bb);
}

/** An opaque bearer token: prefix + 256 random bits, base64url. */
export function newToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** Tokens are stored as SHA-256 (they carry 256 bits of entropy, so no pepper or slow hash is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
