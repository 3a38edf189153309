/**
 * The gallery: POST vendor/upload (multipart `files`), GET vendor/images,
 * DELETE vendor/images/:imageId, GET /media of an upload. Size and content checked by the server,
 * resized with a thumbnail, all or nothing, only the session's vendor.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessFixture, businessFixture, call, vendorHeaders } from './business-fixture.js';
import { type FilePart, multipart, testImage } from './business-upload-helpers.js';
import { B } from './helpers.js';

let f: BusinessFixture;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
beforeAll(async () => {
  f = await businessFixture();
  [jpeg, png, webp] = await Promise.all([testImage(2400, 1600, 'jpeg'), testImage(300, 500, 'png'), testImage(640, 480, 'webp')]);
});
afterAll(async () => {
  await f.close();
});

interface Img {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  contentType: string;
}

const upload = (files: readonly FilePart[], token: string | null = f.tokenA, extra: Record<string, string> = {}, query = '') => {
  const body = multipart(files);
  return f.t.app.inject({
    method: 'POST',
    url: `${B}/vendor/upload${query}`,
    headers: { ...vendorHeaders(token, extra), 'content-type': body.contentType },
    payload: body.payload,
  });
};
const counts = async () => {
  const { rows } = await f.tdb.db.query<{ media: number; images: number }>(
    `SELECT (SELECT count(*)::int FROM media) AS media, (SELECT count(*)::int FROM vendor_images) AS images`,
  );
  return rows[0];
};
const mediaPath = (url: string) => new URL(url).pathname;
const fetchMedia = (url: string) => f.t.app.inject({ method: 'GET', url: mediaPath(url) });

describe('POST vendor/upload', () => {
  it('stores JPEG, PNG and WebP uploads resized with thumbnails; they are served immutable and in GET vendor', async () => {
    const res = await upload([
      { filename: 'shop.jpg', contentType: 'image/jpeg', data: jpeg },
      { filename: 'counter.png', contentType: 'image/png', data: png },
      { filename: 'shelf.webp', contentType: 'image/webp', data: webp },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { images, added } = res.json() as { images: Img[]; added: Img[] };
    expect(added).toHaveLength(3);
    expect(images.slice(-3)).toEqual(added);
    expect(added.map((i) => [i.width, i.height])).toEqual([
      [1600, 1067],
      [300, 500],
      [640, 480],
    ]);
    for (const img of added) {
      expect(img.contentType).toBe('image/webp');
      const main = await fetchMedia(img.url);
      expect(main.statusCode).toBe(200);
      expect(main.headers['content-type']).toBe('image/webp');
      expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const thumb = await fetchMedia(img.thumbnailUrl);
      expect(thumb.statusCode).toBe(200);
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(400);
    }
    const vendor = (await call(f.t, 'GET', 'vendor', f.tokenA)).json() as { vendorImages: string[] };
    expect(vendor.vendorImages).toEqual(images.map((i) => i.url));
    const list = (await call(f.t, 'GET', 'vendor/images', f.tokenA)).json() as Img[];
    expect(list).toEqual(images);
  });

  it('turns a photo upright and strips its metadata (no EXIF, so no GPS position)', async () => {
    const rotated = await testImage(200, 100, 'jpeg', { orientation: 6 });
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const res = await upload([{ filename: 'phone.jpg', data: rotated }]);
    expect(res.statusCode, res.body).toBe(200);
    const img = (res.json() as { added: Img[] }).added[0]!;
    expect([img.width, img.height]).toEqual([100, 200]);
    const meta = await sharp((await fetchMedia(img.url)).rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('takes many files in one upload (ten)', async () => {
    const before = (await call(f.t, 'GET', 'vendor/images', f.tokenB)).json() as Img[];
    const small = await testImage(120, 90, 'jpeg');
    const files = Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.jpg`, data: small }));
    const res = await upload(files, f.tokenB);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { added: Img[] }).added).toHaveLength(10);
    expect((res.json() as { images: Img[] }).images).toHaveLength(before.length + 10);
  });

  it('refuses a 6 MB file with the spec’s text (413 FILE_TOO_LARGE), nothing stored', async () => {
    const before = await counts();
    const big = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await upload([
      { filename: 'ok.png', data: png },
      { filename: 'huge.jpg', contentType: 'image/jpeg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File "huge.jpg" exceeds 5MB.', file: 'huge.jpg' });
    expect(await counts()).toEqual(before);
  });

  it('takes a file of exactly 5 MB that is an image', async () => {
    // A PNG padded with a private chunk-free tail would not decode; make a real PNG close to 5 MB instead.
    const near = await sharp(Buffer.alloc(1200 * 1400 * 3, 0), { raw: { width: 1200, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(near.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(near.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const res = await upload([{ filename: 'big-but-fine.png', data: near }], f.tokenB);
    expect(res.statusCode, res.body).toBe(200);
  });

  const notImages: [string, FilePart][] = [
    [
      'a text file named .jpg (declared image/jpeg)',
      { filename: 'notes.jpg', contentType: 'image/jpeg', data: Buffer.from('hello, this is not a picture\n'.repeat(50)) },
    ],
    ['a GIF', { filename: 'anim.gif', contentType: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }],
    [
      'an SVG named .png',
      { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ],
    ['a truncated JPEG', { filename: 'cut.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }],
    ['a JPEG signature on garbage', { filename: 'fake.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 1)]) }],
  ];
  for (const [what, file] of notImages) {
    it(`refuses ${what}: 415 NOT_AN_IMAGE naming the file, nothing stored (with a good file before it)`, async () => {
      const data = what === 'a truncated JPEG' ? jpeg.subarray(0, Math.floor(jpeg.length / 3)) : file.data;
      const before = await counts();
      const res = await upload([
        { filename: 'good.webp', data: webp },
        { ...file, data },
      ]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: 'NOT_AN_IMAGE', file: file.filename });
      expect(res.json().message).toContain(`"${file.filename}"`);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses no files, a wrong field, eleven files and a JSON body with 4xx JSON, nothing stored', async () => {
    const before = await counts();
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('NO_FILES');
    const wrongField = await upload([{ field: 'image', filename: 'a.png', data: png }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('UNEXPECTED_FIELD');
    const small = await testImage(20, 20, 'png');
    const eleven = await upload(Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.png`, data: small })));
    expect(eleven.statusCode).toBe(413);
    expect(eleven.json().code).toBe('TOO_MANY_FILES');
    const json = await call(f.t, 'POST', 'vendor/upload', f.tokenA, { files: [] });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const garbled = await f.t.app.inject({
      method: 'POST',
      url: `${B}/vendor/upload`,
      headers: { ...vendorHeaders(f.tokenA), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nnot finished',
    });
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="__proto__"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="files"\r\n\r\na field, not a file\r\n--x--\r\n'],
    ] as const) {
      const res = await f.t.app.inject({
        method: 'POST',
        url: `${B}/vendor/upload`,
        headers: { ...vendorHeaders(f.tokenA), 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(['BAD_MULTIPART', 'NO_FILES']).toContain(res.json().code);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses another vendor’s id, a customer and no session before reading the files', async () => {
    const before = await counts();
    const file = [{ filename: 'a.png', data: png }];
    const mismatch = await upload(file, f.tokenB, {}, `?vendorId=${f.vendorA}`);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('VENDOR_MISMATCH');
    expect((await upload(file, f.tokenB, { 'X-Vendor-Id': f.vendorA })).statusCode).toBe(403);
    expect((await upload(file, f.customerToken)).statusCode).toBe(403);
    expect((await upload(file, null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await upload(file, f.tokenB, {}, `?vendorId=${f.vendorB}`)).statusCode).toBe(200);
  });
});

describe('DELETE vendor/images/:imageId', () => {
  it('removes the image and its files; another vendor’s image is 404 and stays', async () => {
    const mine = (await call(f.t, 'GET', 'vendor/images', f.tokenA)).json() as Img[];
    const theirs = (await call(f.t, 'GET', 'vendor/images', f.tokenB)).json() as Img[];
    const target = mine[0]!;
    const other = theirs[0]!;
    const refused = await call(f.t, 'DELETE', `vendor/images/${other.id}`, f.tokenA);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('IMAGE_NOT_FOUND');
    expect((await call(f.t, 'DELETE', `vendor/images/${other.id}`, f.customerToken)).statusCode).toBe(403);
    expect((await call(f.t, 'DELETE', 'vendor/images/not-an-id', f.tokenA)).statusCode).toBe(400);
    expect((await fetchMedia(other.url)).statusCode).toBe(200);

    const res = await call(f.t, 'DELETE', `vendor/images/${target.id}`, f.tokenA);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { images: Img[] }).images.map((i) => i.id)).toEqual(mine.slice(1).map((i) => i.id));
    expect((await fetchMedia(target.url)).statusCode).toBe(404);
    expect((await fetchMedia(target.thumbnailUrl)).statusCode).toBe(404);
    expect((await call(f.t, 'GET', 'vendor', f.tokenA)).json().vendorImages).not.toContain(target.url);
    expect((await call(f.t, 'DELETE', `vendor/images/${target.id}`, f.tokenA)).statusCode).toBe(404);
  });
});
