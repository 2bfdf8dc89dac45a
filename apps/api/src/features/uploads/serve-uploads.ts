import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from './disk-image-store';
import { IMMUTABLE_CACHE_CONTROL } from './image-store';

/**
 * Serves the disk store's images at /uploads/<hash>.webp. A name is the hash
 * of its bytes, so a file never changes and is cached for a year. A missing
 * name falls through to the not-found handler, which answers a JSON 404 for
 * any path with a file extension (never the web app's index.html).
 */
export async function serveUploads(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    // Looked up per request: images uploaded after start-up are found.
    wildcard: true,
    index: false,
    cacheControl: false,
    // The disk store makes the folder with the first upload; until then every name is a 404.
    suppressWarning: true,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
    },
  });
}
