import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

/** The sealing key a secret token implies: only its holder (never the database) can derive it. */
const sealKey = (token: string) => createHash('sha256').update(`seal:${token}`).digest();

/** AES-256-GCM of `plain` under a key derived from `token`; base64url(iv | tag | ciphertext). */
export function sealWithToken(token: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens sealWithToken's output; null when the token is not the one it was sealed with, or it was altered. */
export function openWithToken(token: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
