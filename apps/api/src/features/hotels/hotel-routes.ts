import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHotel, ZHotelList } from '@waka/shared/hotels/hotel';
import { ZListHotelsQuery, ZSearchHotelsQuery } from '@waka/shared/hotels/search-hotels';
import { ZHotelIdParams } from '@waka/shared/rooms/hotel-rooms';
import { errorResponses } from '../../lib/error-responses';
import { getHotel, searchHotels } from './find-hotels';

export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hotels',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['hotels'],
        summary:
          'Every listed hotel, optionally filtered and sorted; all of them, or one page with page/pageSize. The total over all pages is in the X-Total-Count header',
        querystring: ZListHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { hotels, total } = await searchHotels(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(hotels);
    },
  );

  app.get(
    '/hotels/search',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['hotels'],
        summary:
          'Hotels whose name, city, state or address contains q (any case); with checkIn and checkOut, only those with a room bookable on every night. All of them, or one page with page/pageSize; the total over all pages is in the X-Total-Count header',
        querystring: ZSearchHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { hotels, total } = await searchHotels(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(hotels);
    },
  );

  app.get(
    '/hotels/:hotelId',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['hotels'],
        summary: 'One hotel',
        params: ZHotelIdParams,
        response: { 200: ZHotel, ...errorResponses(400, 404) },
      },
    },
    async (request) => getHotel(app.db, request.params.hotelId),
  );
};
