import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { displayName, processUpload, sniffImageType } from './image.js';

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing else', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('displayName', () => {
  it('keeps names readable and safe for a message', () => {
    expect(displayName('shop front.jpg')).toBe('shop front.jpg');
    expect(displayName('a\u0000b\nc.png')).toBe('abc.png');
    expect(displayName(undefined)).toBe('file');
    expect(displayName('x'.repeat(200))).toHaveLength(80);
  });
});

describe('processUpload', () => {
  it('makes a WebP within the limits and a thumbnail, never enlarging', async () => {
    const png = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const out = await processUpload(png, 'wide.png');
    expect(out.sourceType).toBe('image/png');
    expect([out.main.width, out.main.height]).toEqual([1600, 400]);
    expect([out.thumb.width, out.thumb.height]).toEqual([400, 100]);
    const small = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const kept = await processUpload(small, 'small.jpg');
    expect([kept.main.width, kept.main.height, kept.thumb.width]).toEqual([50, 40, 50]);
  });

  it('refuses a PNG signature on a JPEG body and an image over the pixel limit', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const lying = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    await expect(processUpload(lying, 'lying.png')).rejects.toMatchObject({ code: 'NOT_AN_IMAGE', statusCode: 415 });
    // A small PNG whose header claims 20000 × 20000 pixels (400 megapixels): refused before decoding.
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const err = await processUpload(bomb, 'bomb.png').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 413, code: 'IMAGE_TOO_LARGE' });
  });
});
