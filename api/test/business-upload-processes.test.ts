/**
 * Gallery uploads are stored in the database, so every API process on it serves every
 * image. With DATABASE_URL (PostgreSQL): two API processes at once on one fresh schema — an image
 * uploaded through one is served, listed and deleted through the other. On PGlite (one process per
 * data folder): the second process starts on the same folder after the first stopped. Either way an
 * upload cut off half way leaves nothing behind. With PostgreSQL, a vendor's two upload places are
 * counted in the database: two uploads in flight through one process, a third through the other is
 * refused.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dropPgSchema, openPg } from '../src/db/pg.js';
import { type ApiProcess, freePort, startApi, stopApi, waitForHealth } from './api-process.js';
import { multipart, testImage } from './business-upload-helpers.js';

const BASE = '/rest/localbig/api/v1';
const databaseUrl = process.env.DATABASE_URL;
const schema = `vdtest_${randomBytes(6).toString('hex')}`;
const root = mkdtempSync(join(tmpdir(), 'vd-gallery-'));
const running: ApiProcess[] = [];

/** The environment of one API process: the test's schema on the server, or a data folder of its own. */
function dbEnv(): Record<string, string> {
  if (!databaseUrl) return { DATA_DIR: join(root, 'api') };
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { DATABASE_URL: url.toString() };
}

async function start(): Promise<ApiProcess> {
  const api = startApi(await freePort(), { DEMO_MODE: 'true', LOG_LEVEL: 'info', ...dbEnv() });
  running.push(api);
  await waitForHealth(api, 120_000);
  return api;
}

afterAll(async () => {
  for (const api of running) await stopApi(api, 'SIGKILL');
  if (databaseUrl) await dropPgSchema(databaseUrl, schema);
  rmSync(root, { recursive: true, force: true });
});

async function signIn(api: ApiProcess): Promise<string> {
  await fetch(`${api.url}${BASE}/auth/otp/send?phoneNumber=9876543210&role=VENDOR`, { method: 'POST' });
  const res = await fetch(`${api.url}${BASE}/auth/otp/verify?phoneNumber=9876543210&otp=123456&role=VENDOR`, { method: 'POST' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

interface Img {
  id: string;
  url: string;
  thumbnailUrl: string;
}
const gallery = async (api: ApiProcess, token: string): Promise<Img[]> =>
  (await (await fetch(`${api.url}${BASE}/vendor/images`, { headers: { sessionToken: token } })).json()) as Img[];
const path = (url: string) => new URL(url).pathname;

/** Sends all of a multipart upload's headers but only part of its body, then drops the connection; resolves when the API has logged its answer. */
async function cutOffUpload(api: ApiProcess, token: string, files: Buffer[]): Promise<void> {
  const body = multipart(files.map((data, i) => ({ filename: `cut-${i}.png`, data })));
  const cut = body.payload.subarray(0, body.payload.length - Math.floor(files[files.length - 1]!.length / 2));
  const logged = api.output().length;
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(new URL(api.url).port), '127.0.0.1', () => {
      socket.write(
        `POST ${BASE}/vendor/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nsessionToken: ${token}\r\n` +
          `Content-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      );
      socket.write(cut, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
  // Wait for the API's own word that it finished with the request (its 4xx log line).
  const deadline = Date.now() + 30_000;
  while (!/"code":"BAD_MULTIPART"/.test(api.output().slice(logged))) {
    if (Date.now() > deadline) throw new Error(`the API did not log the cut-off upload:\n${api.output().slice(logged)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts an upload through `api` and sends only its first bytes: it holds its place until the socket is closed. */
function holdUpload(api: ApiProcess, token: string): Promise<() => void> {
  const body = multipart([{ filename: 'slow.png', data: randomBytes(200_000) }]);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(api.url).port), '127.0.0.1', () => {
      socket.write(
        `POST ${BASE}/vendor/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nsessionToken: ${token}\r\n` +
          `Content-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      );
      socket.write(body.payload.subarray(0, 300), () => resolve(() => socket.destroy()));
    });
    socket.on('error', reject);
  });
}

describe('gallery images across API processes on one database', () => {
  it('an image uploaded through one process is served, listed and removed through another; a cut-off upload stores nothing', { timeout: 300_000 }, async () => {
    // The schema exists before the processes start (openPg creates it); they migrate and seed it themselves.
    if (databaseUrl) await (await openPg({ connectionString: databaseUrl, schema, max: 1 })).close();
    const png = await testImage(640, 400, 'png');
    const first = await start();
    // With PostgreSQL both run at once; with PGlite the second takes the folder over afterwards.
    const secondStarting = databaseUrl ? start() : null;
    const token = await signIn(first);
    const seeded = await gallery(first, token);
    expect(seeded.length).toBeGreaterThan(0);

    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'front.png');
    form.append('files', new Blob([await testImage(300, 300, 'jpeg')], { type: 'image/jpeg' }), 'counter.jpg');
    const res = await fetch(`${first.url}${BASE}/vendor/upload`, { method: 'POST', headers: { sessionToken: token }, body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const added = ((await res.json()) as { added: Img[] }).added;
    expect(added).toHaveLength(2);

    await cutOffUpload(first, token, [png, png]);
    expect((await gallery(first, token)).length).toBe(seeded.length + 2);

    let second: ApiProcess;
    if (secondStarting) second = await secondStarting;
    else {
      await stopApi(first);
      second = await start();
    }
    const image = await fetch(`${second.url}${path(added[0]!.url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const direct = databaseUrl ? Buffer.from(await (await fetch(`${first.url}${path(added[0]!.url)}`)).arrayBuffer()) : null;
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    if (direct) expect(bytes.equals(direct)).toBe(true);
    expect((await fetch(`${second.url}${path(added[1]!.thumbnailUrl)}`)).status).toBe(200);

    // The session is in the database too: the same token works on the second process.
    const vendor = (await (await fetch(`${second.url}${BASE}/vendor`, { headers: { sessionToken: token } })).json()) as { vendorImages: string[] };
    expect(vendor.vendorImages.map(path)).toEqual([...seeded, ...added].map((i) => path(i.url)));

    const del = await fetch(`${second.url}${BASE}/vendor/images/${added[0]!.id}`, { method: 'DELETE', headers: { sessionToken: token } });
    expect(del.status).toBe(200);
    const server = databaseUrl ? first : second;
    expect((await fetch(`${server.url}${path(added[0]!.url)}`)).status).toBe(404);
    expect((await gallery(server, token)).map((i) => i.id)).toEqual([...seeded, added[1]!].map((i) => i.id));

    if (databaseUrl) {
      // Two slow uploads through the first process hold the vendor's two places (in the database):
      // a third through the second process is refused at once.
      const db = await openPg({ connectionString: databaseUrl, schema, max: 1 });
      const held = async () =>
        Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM work_leases WHERE kind = 'upload' AND expires_at > now()")).rows[0]?.n);
      const slow = [await holdUpload(first, token), await holdUpload(first, token)];
      try {
        await vi.waitFor(async () => expect(await held()).toBe(2), { timeout: 10_000, interval: 25 });
        // A small body: it is read to its end and dropped, and the client reads the answer.
        const form3 = new FormData();
        form3.append('files', new Blob([await testImage(64, 64, 'png')], { type: 'image/png' }), 'third.png');
        const third = await fetch(`${second.url}${BASE}/vendor/upload`, { method: 'POST', headers: { sessionToken: token }, body: form3 });
        expect(third.status).toBe(429);
        expect(((await third.json()) as { code: string }).code).toBe('UPLOAD_IN_PROGRESS');
        expect(third.headers.get('retry-after')).toBe('5');
      } finally {
        for (const close of slow) close();
      }
      // Closed, they give their places back; the vendor uploads again.
      await vi.waitFor(async () => expect(await held()).toBe(0), { timeout: 10_000, interval: 25 });
      await db.close();
      const form4 = new FormData();
      form4.append('files', new Blob([png], { type: 'image/png' }), 'fourth.png');
      expect((await fetch(`${second.url}${BASE}/vendor/upload`, { method: 'POST', headers: { sessionToken: token }, body: form4 })).status).toBe(200);
    }
  });
});
