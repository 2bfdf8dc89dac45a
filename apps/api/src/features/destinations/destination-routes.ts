import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDestinationSuggestionList,
  ZSuggestDestinationsQuery,
} from '@waka/shared/destinations/destination-suggestions';
import { errorResponses } from '../../lib/error-responses';
import { suggestDestinations } from './suggest-destinations';

export const destinationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/destinations/suggestions',
    {
      // Counts move with hotels; both move the listing's version (decision 0028).
      config: { catalogueCache: 'listing' },
      schema: {
        tags: ['hotels'],
        summary:
          'States, local governments and cities with their count of listed hotels, then hotels by name, for what has been typed; any case or accent, small typos in place names forgiven',
        querystring: ZSuggestDestinationsQuery,
        response: { 200: ZDestinationSuggestionList, ...errorResponses(400) },
      },
    },
    async (request) => suggestDestinations(app.db, request.query.q),
  );
};
