import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHotel, ZHotelList } from '@waka/shared/hotels/hotel';
import { HOTEL_COUNT_PAGES } from '@waka/shared/hotels/hotel-pages';
import { ZListHotelsQuery, ZSearchHotelsQuery } from '@waka/shared/hotels/search-hotels';
import { ZHotelIdParams } from '@waka/shared/rooms/hotel-rooms';
import { errorResponses } from '../../lib/error-responses';
import { getHotel, searchHotels } from './find-hotels';

/** How many match goes in X-Total-Count; X-Total-Count-Exact: false when there are more (decision 0010). */
const COUNT_HEADERS_SAY = `How many match is in the X-Total-Count header: every match without paging; for a page, at most ${HOTEL_COUNT_PAGES} pages past its start, with X-Total-Count-Exact: false when there are more`;

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
      config: { catalogueCache: 'listing' },
      schema: {
        tags: ['hotels'],
        summary: `Every listed hotel, optionally filtered and sorted; all of them, or one page with page/pageSize. ${COUNT_HEADERS_SAY}`,
        querystring: ZListHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendHotels(reply, await searchHotels(app.db, request.query, app.hotelIndex)),
  );

  app.get(
    '/hotels/search',
    {
      config: { catalogueCache: 'listing' },
      schema: {
        tags: ['hotels'],
        summary: `Hotels whose name, city, state or address contains q (any case), or with place (a suggestion's placeId, GET /destinations/suggestions) exactly that place's; with checkIn and checkOut, only those with a room bookable on every night. All of them, or one page with page/pageSize. ${COUNT_HEADERS_SAY}`,
        querystring: ZSearchHotelsQuery,
        response: { 200: ZHotelList, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendHotels(reply, await searchHotels(app.db, request.query, app.hotelIndex)),
  );

  app.get(
    '/hotels/:hotelId',
    {
      config: { catalogueCache: 'hotel' },
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
