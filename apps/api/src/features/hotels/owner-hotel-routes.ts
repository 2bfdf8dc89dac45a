import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHotel, ZHotelList } from '@waka/shared/hotels/hotel';
import { ZEditHotelRequest, ZRegisterHotelRequest } from '@waka/shared/hotels/register-hotel';
import { ZHotelIdParams } from '@waka/shared/rooms/hotel-rooms';
import { errorResponses } from '../../lib/error-responses';
import { deleteHotel } from './delete-hotel';
import { editHotel } from './edit-hotel';
import { listOwnerHotels } from './find-hotels';
import { registerHotel } from './register-hotel';

/** The owner's hotels (docs/product.md#roles, #completed-features): only their own, 404 for anyone else's. */
export const ownerHotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hotels',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: 'Register a hotel owned by the signed-in owner; answers it with its hotelId',
        body: ZRegisterHotelRequest,
        response: { 201: ZHotel, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerHotel(app.db, request.user!, request.body)),
  );

  app.put(
    '/hotels/:hotelId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Edit one of the signed-in owner's hotels (amenities and image kept when not sent)",
        params: ZHotelIdParams,
        body: ZEditHotelRequest,
        response: { 200: ZHotel, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editHotel(app.db, request.user!, request.params.hotelId, request.body),
  );

  app.delete(
    '/hotels/:hotelId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Delete one of the signed-in owner's hotels; refused (409) while it has upcoming bookings, past bookings are kept",
        params: ZHotelIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteHotel(app.db, request.user!, request.params.hotelId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/owner/hotels',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "The signed-in owner's hotels, newest first",
        response: { 200: ZHotelList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listOwnerHotels(app.db, request.user!.id),
  );
};
