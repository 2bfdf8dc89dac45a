import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHotelIdParams, ZOptionalStayQuery } from '@waka/shared/rooms/hotel-rooms';
import { ZRoomList } from '@waka/shared/rooms/room';
import { errorResponses } from '../../lib/error-responses';
import { listHotelRooms } from './find-rooms';

export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rooms/hotel/:hotelId',
    {
      config: { catalogueCache: 'hotel' },
      schema: {
        tags: ['rooms'],
        summary: "A hotel's room types; with checkIn and checkOut, each carries unitsLeft",
        params: ZHotelIdParams,
        querystring: ZOptionalStayQuery,
        response: { 200: ZRoomList, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { checkIn, checkOut } = request.query;
      const stay = checkIn && checkOut ? { checkIn, checkOut } : undefined;
      return listHotelRooms(app.db, request.params.hotelId, stay);
    },
  );
};
