import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version-repository';

/** `hit` or `miss` on every cacheable answer: what a developer or a benchmark looks for. */
export const CACHE_STATUS_HEADER = 'waka-cache';

type Encoding = 'br' | 'gzip';

/** A 200 as it went out the first time, kept to be sent again byte for byte. */
export type KeptAnswer = {
  version: CatalogueVersion;
  /** The JSON, as UTF-8 bytes: a hit writes them as they are. */
  body: Buffer;
  /**
   * Every header the first answer carried before compression (the security
   * headers, content type, X-Total-Count), so a hit says exactly what the
   * miss said without running the hooks that set them.
   */
  headers: OutgoingHttpHeaders;
  /** The body compressed, made the first time a browser asks for each encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/** Headers that belong to one sending, never to the kept answer. */
const PER_SENDING = new Set([CACHE_STATUS_HEADER, 'content-length', 'content-encoding', 'vary']);

/** The headers of a miss worth replaying on its hits. */
export function headersToKeep(reply: FastifyReply): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !PER_SENDING.has(name)) kept[name] = value;
  }
  return kept;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed once per answer, so a little harder than @fastify/compress does per request. */
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * What each Accept-Encoding asks for. Browsers send a handful of distinct
 * values, so each is negotiated once rather than on every hit.
 */
const chosenEncodings = new LRUCache<string, Encoding | 'identity'>({ max: 256 });

function encodingFor(accepted: string | undefined): Encoding | undefined {
  if (!accepted) return undefined;
  let chosen = chosenEncodings.get(accepted);
  if (chosen === undefined) {
    const negotiated = negotiate(accepted, ['br', 'gzip', 'identity']);
    chosen = negotiated === 'br' || negotiated === 'gzip' ? negotiated : 'identity';
    chosenEncodings.set(accepted, chosen);
  }
  return chosen === 'identity' ? undefined : chosen;
}

/**
 * The answer's bytes as this request accepts them: brotli first, then gzip,
 * each made once per answer and kept; plain when it is under
 * `compressFromBytes` or the request accepts neither.
 */
export async function bytesFor(
  request: FastifyRequest,
  answer: KeptAnswer,
  compressFromBytes: number,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  const encoding =
    answer.body.length >= compressFromBytes
      ? encodingFor(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return { body: answer.body };
  // A browser always asks for compression: compressing a kept answer
  // again for each of them cost a hit five sixths of its speed.
  answer.encoded[encoding] ??= COMPRESS[encoding](answer.body);
  return { body: await answer.encoded[encoding], encoding };
}

/**
 * Sends a kept answer straight to the socket, as the request accepts it.
 * The reply is hijacked: none of the hooks or serialisation a first answer
 * goes through runs again, which is most of what a hit used to cost (issue
 * 7). Fastify still logs the request and runs its onResponse hooks.
 */
export async function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  compressFromBytes: number,
): Promise<void> {
  const { body, encoding } = await bytesFor(request, answer, compressFromBytes);
  const headers: OutgoingHttpHeaders = { ...answer.headers, [CACHE_STATUS_HEADER]: 'hit' };
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = body.length;
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}
