import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../features/uploads/image-store';
import { DEMO_MEDIA, UNHASHED_PHOTO_CACHE_CONTROL } from '../features/uploads/resize-photo';
import { firstLoadHtml } from './first-load-links';
import { firstPhotos } from './first-photos';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = path.resolve(here, '../../../web/dist');

/**
 * By the build's top folder, not by a folder anywhere in the path (a build
 * deployed under /srv/assets/ would otherwise cache robots.txt for a year):
 * assets/ is named by content hash, so a year; images/ holds the hero photos,
 * named by hand, so a day; anything else (robots.txt, the favicon) is
 * revalidated.
 */
function cacheControlFor(webDist: string, filePath: string): string {
  const [folder] = path.relative(webDist, filePath).split(path.sep);
  if (folder === 'assets') return IMMUTABLE_CACHE_CONTROL;
  if (folder === 'images') return UNHASHED_PHOTO_CACHE_CONTROL;
  return 'no-cache';
}

/**
 * Serves the built web app and the demo images. Vite names every asset by
 * its content hash, so those are cached for a year; index.html is always
 * revalidated so a new release is picked up at once. Tests:
 * test/platform/serve-web-app-*.integration.test.ts.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string = WEB_DIST): Promise<void> {
  await app.register(fastifyStatic, {
    root: DEMO_MEDIA,
    prefix: '/media/demo/',
    decorateReply: false,
    // The same header as their resized copies (resized-photo-routes.ts).
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', UNHASHED_PHOTO_CACHE_CONTROL),
  });

  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(
      `The web app is not built (${webDist}); run "npm run build". Serving the API only.`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // Looked up per request, so a rebuild's new hashed names are found
    // without a restart; a miss falls through to the not-found handler.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text asset (vite.config.ts):
    // sent as they are when the browser accepts them, with Vary:
    // Accept-Encoding. Anything without one is compressed on the fly by
    // @fastify/compress (app.ts), so every text answer goes out compressed.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(webDist, filePath));
    },
  });
  // index.html, with the links of the page asked for (first-load-links.ts).
  const pageHtml = firstLoadHtml(webDist, firstPhotos(app.db, app.publicUrl));
  app.decorate('serveWebApp', async (request, reply) => {
    const html = await pageHtml(request.url);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  app.get('/', (request, reply) => app.serveWebApp(request, reply));
}
