/** Multipart bodies and test images for the gallery tests. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it (one part per file, field `files` by default). */
export function multipart(files: readonly FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----vdtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo-like image (noise, so it does not compress to nothing) of the given size and format. */
export async function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp', options: { orientation?: number } = {}): Promise<Buffer> {
  const channels = 3;
  const raw = randomBytes(width * height * channels);
  let img = sharp(raw, { raw: { width, height, channels } });
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation });
  if (format === 'jpeg') return img.jpeg({ quality: 80 }).toBuffer();
  if (format === 'png') return img.png({ compressionLevel: 1 }).toBuffer();
  return img.webp({ quality: 80 }).toBuffer();
}
