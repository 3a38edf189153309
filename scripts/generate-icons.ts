/**
 * Draws the PWA's PNG icons (a white shop front on the brand green) without any image tool:
 * rectangles rasterised into RGBA and encoded as PNG with node:zlib. Run once; output is
 * committed in host/public/icons.
 */
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const BRAND = [0x0f, 0x6b, 0x5c];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf: Buffer): number {
  let c: number;
  let crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]!) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function draw(size: number): Buffer {
  const s = size / 48; // design grid is 48 units
  const rects: Array<[number, number, number, number]> = [
    [10, 12, 28, 3], // awning top
    [10, 12, 3, 11], // awning left
    [35, 12, 3, 11], // awning right
    [10, 20, 28, 3], // awning bottom
    [12, 23, 3, 15], // wall left
    [33, 23, 3, 15], // wall right
    [12, 35, 24, 3], // floor
    [20, 27, 3, 9], // door left
    [25, 27, 3, 9], // door right
    [20, 27, 8, 3], // door top
  ];
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const u = x / s;
      const v = y / s;
      const white = rects.some(([rx, ry, rw, rh]) => u >= rx && u < rx + rw && v >= ry && v < ry + rh);
      const [r, g, b] = white ? WHITE : BRAND;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r!;
      raw[o + 1] = g!;
      raw[o + 2] = b!;
      raw[o + 3] = 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = path.resolve(import.meta.dirname, '../host/public/icons');
for (const size of [192, 512]) {
  writeFileSync(path.join(outDir, `icon-${size}.png`), draw(size));
}
console.log(`icons written to ${outDir}`);
