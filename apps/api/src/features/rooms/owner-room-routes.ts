import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddRoomRequest,
  ZEditRoomRequest,
  ZOwnerRoom,
  ZOwnerRoomList,
  ZOwnerRoomsQuery,
  ZRoomIdParams,
  ZRoomStatusRequest,
} from '@waka/shared/rooms/room-form';
import { errorResponses } from '../../lib/error-responses';
import { addRoom } from './add-room';
import { deleteRoom } from './delete-room';
import { editRoom, setRoomStatus } from './edit-room';
import { listOwnerRooms } from './find-rooms';

/** The owner's room types (docs/product.md#roles, #completed-features): only on their own hotels, 404 for anyone else's. */
export const ownerRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rooms',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "Add a room type to one of the signed-in owner's hotels",
        body: ZAddRoomRequest,
        response: { 201: ZOwnerRoom, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addRoom(app.db, request.user!, request.body)),
  );

  app.put(
    '/rooms/:roomId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Edit one of the signed-in owner's room types; roomImage as a list or JSON text, kept when not sent; quantity not below booked units",
        params: ZRoomIdParams,
        body: ZEditRoomRequest,
        response: { 200: ZOwnerRoom, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => editRoom(app.db, request.user!, request.params.roomId, request.body),
  );

  app.put(
    '/rooms/status/:roomId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "Switch one of the signed-in owner's room types on (bookable) or off",
        params: ZRoomIdParams,
        body: ZRoomStatusRequest,
        response: { 200: ZOwnerRoom, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setRoomStatus(app.db, request.user!, request.params.roomId, request.body.roomStatus),
  );

  app.delete(
    '/rooms/:roomId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Delete one of the signed-in owner's room types; refused (409) while upcoming bookings hold it, past bookings are kept",
        params: ZRoomIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteRoom(app.db, request.user!, request.params.roomId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/owner/rooms',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "The signed-in owner's room types, switched-off ones included, newest first; optionally of one hotel",
        querystring: ZOwnerRoomsQuery,
        response: { 200: ZOwnerRoomList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listOwnerRooms(app.db, request.user!.id, request.query.hotelId),
  );
};
