import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** The encodings the API answers with, in order of preference: brotli, else gzip. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/**
 * Answers are compressed when the caller accepts it: on a slow phone link the vendor's record, the
 * store's category tree and a page of orders are each on the path to the screen's first card, and
 * JSON compresses to a fraction of its size.
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
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
  });
}

/** The caller's preference among ENCODINGS, brotli first on a tie (as the plugin negotiates). */
const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/** Each kept answer's compressed bytes, by encoding: made once, gone with the answer. */
const compressed = new WeakMap<Buffer, Map<Encoding, Buffer>>();

/**
 * Sends JSON bytes an answer cache keeps (the orders list's pages and the live poll, kept per vendor
 * order revision), compressed once per kept answer instead of on every request: compressing each
 * page again would cost far more than sending the kept bytes. Below the threshold, or for a caller
 * that accepts no encoding, the bytes as they are.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  void reply.type('application/json; charset=utf-8');
  const header = request.headers['accept-encoding'];
  const encoding = json.length >= COMPRESSION_THRESHOLD && typeof header === 'string' ? negotiator.negotiate(header) : null;
  if (!encoding) return reply.send(json);
  let byEncoding = compressed.get(json);
  if (!byEncoding) {
    byEncoding = new Map();
    compressed.set(json, byEncoding);
  }
  let body = byEncoding.get(encoding);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(json, { params: { ...BROTLI_OPTIONS.params, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }) : gzipSync(json);
    byEncoding.set(encoding, body);
  }
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  // Already encoded: the plugin leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(body);
}
