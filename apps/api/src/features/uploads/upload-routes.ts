import fastifyMultipart from '@fastify/multipart';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZUploadImageForm,
  ZUploadImageQuery,
  ZUploadImageResponse,
  uploadLimitFor,
} from '@waka/shared/uploads/upload-image';
import { errorResponses } from '../../lib/error-responses';
import type { ImageStore } from './image-store';
import { readImageFile } from './read-image-file';
import { uploadImage } from './upload-image';

/**
 * The body is a multipart stream read in the handler; its schema is for the
 * API document only, so only the query is checked against its schema.
 */
const queryOnly: FastifySchemaCompiler<ZodType> = (route) =>
  route.httpPart === 'body' ? (body) => ({ value: body }) : validatorCompiler(route);

/** POST /uploads (docs/product.md#images): an owner's image in, its `secure_url` out. */
export const uploadRoutes =
  (store: ImageStore): FastifyPluginAsyncZod =>
  async (app) => {
    // Both set here, so they apply to this plugin's route only.
    app.setValidatorCompiler(queryOnly);
    await app.register(fastifyMultipart, {
      limits: {
        // The largest limit; each request narrows it to its purpose's.
        fileSize: uploadLimitFor(undefined),
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
      },
    });

    app.post(
      '/uploads',
      {
        config: { access: 'owner', limited: true },
        schema: {
          tags: ['owner'],
          summary: 'Upload an image (JPEG, PNG or WebP; 5 MB, 2 MB for a car)',
          description:
            'multipart/form-data with the image in the field `file`. The image is checked by its content, ' +
            'turned upright, resized to at most 1600 px, re-encoded as WebP without metadata, and named by ' +
            'its content hash. Answers the address to store in hotelImage, roomImage or a car image.',
          consumes: ['multipart/form-data'],
          querystring: ZUploadImageQuery,
          body: ZUploadImageForm,
          response: {
            201: ZUploadImageResponse,
            ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const bytes = await readImageFile(request, uploadLimitFor(request.query.purpose));
        return reply.status(201).send({ secure_url: await uploadImage(store, bytes) });
      },
    );
  };
