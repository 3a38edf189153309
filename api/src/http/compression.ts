import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The smallest answer worth compressing (bytes): below it the encoding's own framing and the time it
 * takes outweigh what it saves (`/health`, a count, most errors).
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for answers made per request: 4 is as fast as gzip's default and ~15 % smaller on
 * the API's JSON; 11 takes ~50x the time (Cloudflare's figures, the plugin's default too).
 */
export const BROTLI_QUALITY = 4;

/**
 * Answers are compressed when the caller accepts it (issue 25, decision 0067). On a 1.6 Mbps phone
 * link the vendor's record was 15 KB of JSON sent as it is (4 KB in brotli), the store's category
 * tree 11 KB, a page of orders ~20 KB, each on the path to the screen's first card.
 *
 * - brotli, else gzip (what every phone browser sends in Accept-Encoding); nothing for a caller that
 *   asks for neither (the tests' `inject`, curl without `--compressed`);
 * - text types and JSON only: images are already compressed (SVGs, text, are compressed too);
 * - request bodies are not decompressed: an upload or a JSON body arrives as it is sent, under the
 *   body limits as they are.
 *
 * Registered before the routes: the plugin adds itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
