import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhotoWidth } from '@waka/shared/uploads/photo-url';
import { ZResizedPhotoParams } from '@waka/shared/uploads/resized-photo';
import { notFound } from '../../lib/app-error';
import { IMMUTABLE_CACHE_CONTROL } from './image-store';
import { UNHASHED_PHOTO_CACHE_CONTROL, type PhotoResizer } from './resize-photo';

/**
 * GET /media/w/{width}/{demo|uploads}/…
 * (docs/decisions/0012-photos-at-the-width-a-page-shows-them.md): one of our
 * photos at a width a page shows it (@waka/shared/uploads/photo-url). An
 * upload's name is the hash of its bytes, so its copies never change either.
 */
export const resizedPhotoRoutes =
  (resized: PhotoResizer): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/w/:width/*',
      { schema: { hide: true, params: ZResizedPhotoParams } },
      async (request, reply) => {
        const photo = request.params['*'];
        const bytes = await resized(photo, request.params.width as PhotoWidth);
        if (!bytes) throw notFound('Photo');
        return reply
          .type('image/webp')
          .header(
            'cache-control',
            photo.startsWith('uploads/') ? IMMUTABLE_CACHE_CONTROL : UNHASHED_PHOTO_CACHE_CONTROL,
          )
          .send(bytes);
      },
    );
  };
