/**
 * Uploads have bounds. Slow bodies time out (408) and hold no decoding slot, so they block nobody
 * else's uploads; one vendor has at most two uploads in flight (its places, counted in the
 * database); a full gallery is refused before the files are read; an oversized canvas is refused
 * from its header; /health stays fast throughout. Over real HTTP (a slow body needs a socket).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { multipart, testImage } from './business-upload-helpers.js';
import { addVendor, B, createTestApp, createTestDb, signIn, type TestApp, type TestDb, uniquePhone } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let base: string;
const vendors: Record<'slow' | 'other' | 'full', { id: string; token: string }> = {} as never;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: false, config: { uploadTimeoutSeconds: 8 } });
  for (const who of ['slow', 'other', 'full'] as const) {
    const phone = uniquePhone();
    const id = await addVendor(tdb.db, phone);
    vendors[who] = { id, token: (await signIn(t, phone)).sessionToken };
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

interface Answer {
  status: number;
  body: { code?: string; message?: string };
  ms: number;
}

/**
 * POST vendor/upload sending only the first `sendBytes` of the body (all of it when omitted), the
 * rest never: the answer the server gives, and when.
 */
function upload(
  token: string,
  body: { payload: Buffer; contentType: string },
  sendBytes?: number,
): { answer: Promise<Answer>; settled(): boolean; abort(): void } {
  const started = performance.now();
  let abort: () => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${base}${B}/vendor/upload`,
      {
        method: 'POST',
        headers: { sessionToken: token, 'X-USER-ROLE': 'VENDOR', 'content-type': body.contentType, 'content-length': String(body.payload.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, ms: performance.now() - started });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    abort = () => req.destroy();
    if (sendBytes === undefined) req.end(body.payload);
    else req.write(body.payload.subarray(0, sendBytes));
  });
  let done = false;
  // Settled either way; a connection this test closes itself is not an error of the test.
  answer.then(
    () => (done = true),
    () => (done = true),
  );
  return { answer, settled: () => done, abort };
}

async function healthOnce(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/health`);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/**
 * /health asked five times in a row: the worst status and the median time. One answer alone can be
 * late on a loaded 2-core machine for reasons of its own (the scheduler); a blocked event loop makes
 * every one of them late.
 */
async function health(): Promise<{ status: number; ms: number }> {
  const answers: { status: number; ms: number }[] = [];
  for (let i = 0; i < 5; i++) answers.push(await healthOnce());
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { status: Math.max(...answers.map((a) => a.status)), ms: times[2]! };
}

const galleryCount = async (vendorId: string) =>
  Number((await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vendor_images WHERE vendor_id = $1', [vendorId])).rows[0]?.n);

/** The vendor's upload places held now (every process counts them in the database). */
const placesHeld = async (vendorId: string) =>
  Number(
    (
      await tdb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM work_leases WHERE kind = 'upload' AND vendor_id = $1 AND expires_at > now()", [
        vendorId,
      ])
    ).rows[0]?.n,
  );

describe('upload bounds', () => {
  it('two slow uploads of one vendor: a third is 429, another vendor uploads meanwhile, /health stays fast, the slow ones end in 408 storing nothing', async () => {
    const photo = await testImage(1200, 900, 'jpeg');
    const slowBody = multipart([{ filename: 'slow.jpg', data: photo }]);
    const slow = [upload(vendors.slow.token, slowBody, 300), upload(vendors.slow.token, slowBody, 300)];
    try {
      // Both hold their places from their first byte until they end: once the database shows both
      // held, the vendor's third upload is refused before its body is read, whatever the timing.
      await vi.waitFor(async () => expect(await placesHeld(vendors.slow.id)).toBe(2), { timeout: 6000, interval: 20 });
      const third = await upload(vendors.slow.token, multipart([{ filename: 'third.jpg', data: photo }]), 50).answer;
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: 'UPLOAD_IN_PROGRESS', message: 'Another upload is still in progress. Please wait for it to finish.' });
      expect(third.ms).toBeLessThan(1000);

      const other = await upload(vendors.other.token, multipart([{ filename: 'shop.jpg', data: photo }])).answer;
      expect(other.status).toBe(200);
      // Answered while both slow uploads were still in flight: it did not wait for them.
      expect(slow.map((s) => s.settled())).toEqual([false, false]);
      const h = await health();
      expect(h.status).toBe(200);
      expect(h.ms).toBeLessThan(200);

      for (const s of slow) {
        const res = await s.answer;
        expect(res.status).toBe(408);
        expect(res.body).toMatchObject({ code: 'UPLOAD_TIMEOUT', message: 'The upload took too long. Please try again on a better connection.' });
        expect(res.ms).toBeGreaterThan(7500);
        expect(res.ms).toBeLessThan(20_000);
      }
    } finally {
      for (const s of slow) s.abort();
    }
    expect(await galleryCount(vendors.slow.id)).toBe(0);
    expect(await galleryCount(vendors.other.id)).toBe(1);
    // The places are free again.
    await vi.waitFor(async () => expect(await placesHeld(vendors.slow.id)).toBe(0), { timeout: 6000, interval: 20 });
    expect((await upload(vendors.slow.token, multipart([{ filename: 'after.jpg', data: photo }])).answer).status).toBe(200);
  });

  it('a full gallery is refused (409 GALLERY_FULL) before the files are read, and one that would overflow as soon as the extra file starts', async () => {
    const { id, token } = vendors.full;
    for (let i = 0; i < 29; i++) {
      await tdb.db.query('INSERT INTO vendor_images (id, vendor_id, path, sort) VALUES ($1, $2, $3, $4)', [newId(), id, `/media/seed/x${i}.svg`, i]);
    }
    const photo = await testImage(800, 600, 'jpeg');
    // 29 + 2: the second file is refused as it starts, without waiting for the rest of the body.
    const two = multipart([
      { filename: 'a.jpg', data: photo },
      { filename: 'b.jpg', data: photo },
    ]);
    const partHeaderOfB = two.payload.indexOf('filename="b.jpg"') + 200;
    const overflow = upload(token, two, partHeaderOfB + 100);
    try {
      const res = await overflow.answer;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'GALLERY_FULL',
        message: 'The gallery holds at most 30 images: it has 29, so at most 1 more can be added. Remove some first.',
      });
      expect(res.ms).toBeLessThan(1500);
    } finally {
      overflow.abort();
    }
    await tdb.db.query('INSERT INTO vendor_images (id, vendor_id, path, sort) VALUES ($1, $2, $3, 29)', [newId(), id, '/media/seed/x29.svg']);
    // Full: refused at once, with only the first bytes of a body that never ends.
    const full = upload(token, multipart([{ filename: 'c.jpg', data: photo }]), 50);
    try {
      const res = await full.answer;
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('GALLERY_FULL');
      expect(res.ms).toBeLessThan(1000);
    } finally {
      full.abort();
    }
    expect(await galleryCount(id)).toBe(30);
  });

  it('a 100-megapixel canvas is refused from its header (413 IMAGE_TOO_LARGE) in well under a second, /health fast meanwhile', async () => {
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const pending = upload(vendors.other.token, multipart([{ filename: 'huge.png', data: bomb }])).answer;
    const h = await health();
    const res = await pending;
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'File "huge.png" has too many pixels (at most 50 megapixels).' });
    expect(res.ms).toBeLessThan(1000);
    expect(h.ms).toBeLessThan(200);
  });
});
