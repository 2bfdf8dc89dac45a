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
      schema: {
        tags: ['hotels'],
        summary: 'Every listed hotel, optionally filtered and sorted',
        querystring: ZListHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request) => searchHotels(app.db, request.query),
  );

  app.get(
    '/hotels/search',
    {
      schema: {
        tags: ['hotels'],
        summary:
          'Hotels whose name, city, state or address contains q (any case); with checkIn and checkOut, only those with a room bookable on every night',
        querystring: ZSearchHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request) => searchHotels(app.db, request.query),
  );

  app.get(
    '/hotels/:hotelId',
    {
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
