import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCar, ZCarIdParams, ZCarList } from '@waka/shared/cars/car';
import { ZEditCarRequest, ZRegisterCarRequest } from '@waka/shared/cars/register-car';
import { errorResponses } from '../../lib/error-responses';
import { deleteCar } from './delete-car';
import { editCar } from './edit-car';
import { listOwnerCars } from './find-cars';
import { registerCar } from './register-car';

/** The owner's fleet (docs/product.md#roles, #completed-features): only their own cars, 404 for anyone else's. */
export const ownerCarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cars/registration',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: 'Register a car owned by the signed-in owner; answers it with its carId',
        body: ZRegisterCarRequest,
        response: { 201: ZCar, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerCar(app.db, request.user!, request.body)),
  );

  app.get(
    '/cars/owner',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "The signed-in owner's listed cars, newest first",
        response: { 200: ZCarList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listOwnerCars(app.db, request.user!.id),
  );

  app.put(
    '/cars/:carId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Edit one of the signed-in owner's cars (body type, category, escort, place and image kept when not sent)",
        params: ZCarIdParams,
        body: ZEditCarRequest,
        response: { 200: ZCar, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => editCar(app.db, request.user!, request.params.carId, request.body),
  );

  app.delete(
    '/cars/:carId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Delete one of the signed-in owner's cars; refused (409) while it has upcoming bookings, past bookings are kept",
        params: ZCarIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCar(app.db, request.user!, request.params.carId);
      return reply.status(204).send(null);
    },
  );
};
