import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_COUNT_BOUND } from '@waka/shared/hotels/hotel-pages';
import { ZHotel, ZHotelList } from '@waka/shared/hotels/hotel';
import { ZListHotelsQuery, ZSearchHotelsQuery } from '@waka/shared/hotels/search-hotels';
import { ZHotelIdParams } from '@waka/shared/rooms/hotel-rooms';
import { errorResponses } from '../../lib/error-responses';
import { getHotel, searchHotels } from './find-hotels';

function sendHotels(
  reply: FastifyReply,
  { hotels, total, totalIsExact }: Awaited<ReturnType<typeof searchHotels>>,
) {
  reply.header('x-total-count', String(total));
  if (!totalIsExact) reply.header('x-total-count-exact', 'false');
  return reply.send(hotels);
}

export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hotels',
    {
      schema: {
        tags: ['hotels'],
        summary:
          `Every listed hotel, optionally filtered and sorted; all of them, or one page with page/pageSize. How many match is in the X-Total-Count header; for a page it counts at most ${HOTEL_COUNT_BOUND.toLocaleString('en')} past the page's start, and X-Total-Count-Exact: false says there are more`,
        querystring: ZListHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendHotels(reply, await searchHotels(app.db, request.query)),
  );

  app.get(
    '/hotels/search',
    {
      schema: {
        tags: ['hotels'],
        summary:
          `Hotels whose name, city, state or address contains q (any case); with checkIn and checkOut, only those with a room bookable on every night. All of them, or one page with page/pageSize. How many match is in the X-Total-Count header; for a page it counts at most ${HOTEL_COUNT_BOUND.toLocaleString('en')} past the page's start, and X-Total-Count-Exact: false says there are more`,
        querystring: ZSearchHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendHotels(reply, await searchHotels(app.db, request.query)),
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
