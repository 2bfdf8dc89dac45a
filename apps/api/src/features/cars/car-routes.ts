import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCar, ZCarIdParams, ZCarList } from '@waka/shared/cars/car';
import { ZCarAvailability, ZCarAvailabilityQuery } from '@waka/shared/cars/car-availability';
import { ZCarListQuery } from '@waka/shared/cars/car-lists';
import { errorResponses } from '../../lib/error-responses';
import { carAvailability } from './car-availability';
import { getCar, listCars } from './find-cars';

/** The public fleet: the landing grid, the listing and the rental request page. */
export const carRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars/allcars',
    {
      config: { catalogueCache: 'cars' },
      schema: {
        tags: ['cars'],
        summary:
          'Listed cars, oldest registered first, optionally by body type and category, and free for a pickup window (pickupDate, pickupTime and hours, or returnDate and returnTime); all of them, or one page with page/pageSize. The total over all pages is in the X-Total-Count header',
        querystring: ZCarListQuery,
        response: { 200: ZCarList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { cars, total } = await listCars(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(cars);
    },
  );

  app.get(
    '/cars/:carId',
    {
      config: { catalogueCache: 'cars' },
      schema: {
        tags: ['cars'],
        summary: 'One listed car',
        params: ZCarIdParams,
        response: { 200: ZCar, ...errorResponses(400, 404) },
      },
    },
    async (request) => getCar(app.db, request.params.carId),
  );

  // Not kept by the catalogue cache: without `from` it reads today's date.
  app.get(
    '/cars/:carId/availability',
    {
      schema: {
        tags: ['cars'],
        summary:
          'When a listed car is taken: the windows of its hires (not cancelled or expired) overlapping the days from `from`, earliest first, with nothing about who hired',
        params: ZCarIdParams,
        querystring: ZCarAvailabilityQuery,
        response: { 200: ZCarAvailability, ...errorResponses(400, 404) },
      },
    },
    async (request) => carAvailability(app.db, request.params.carId, request.query),
  );
};
