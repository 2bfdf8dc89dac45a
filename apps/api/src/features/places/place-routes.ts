import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCountryList,
  ZLocalGovernmentList,
  ZStateIdParams,
  ZStateList,
} from '@waka/shared/places/places';
import { errorResponses } from '../../lib/error-responses';
import { listCountries, listLocalGovernments, listStates } from './find-places';

/** Places are fixed reference data: let browsers and proxies keep them a day. */
const CACHE_A_DAY = 'public, max-age=86400';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/states',
    {
      schema: {
        tags: ['places'],
        summary: "Nigeria's 36 states and the FCT",
        response: { 200: ZStateList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      return listStates(app.db);
    },
  );

  app.get(
    '/states/country',
    {
      schema: {
        tags: ['places'],
        summary: "The world's countries",
        response: { 200: ZCountryList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      return listCountries(app.db);
    },
  );

  app.get(
    '/states/local-governments/:stateId',
    {
      schema: {
        tags: ['places'],
        summary: 'The local government areas of one state',
        params: ZStateIdParams,
        response: { 200: ZLocalGovernmentList, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      return listLocalGovernments(app.db, request.params.stateId);
    },
  );
};
