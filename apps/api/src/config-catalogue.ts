import { z } from 'zod';

/**
 * How the catalogue is answered: the kept answers (lib/catalogue-cache,
 * docs/decisions/0028) and the hotel search index (docs/decisions/0031),
 * read by loadConfig with the rest of the environment; their own file only
 * to keep config.ts short.
 */
export const ZCatalogueVariables = {
  CATALOGUE_CACHE_MB: z.coerce
    .number({ error: 'CATALOGUE_CACHE_MB must be a whole number' })
    .int('CATALOGUE_CACHE_MB must be a whole number')
    .min(0, 'CATALOGUE_CACHE_MB must be 0 (off) or more')
    .max(4096, 'CATALOGUE_CACHE_MB must be at most 4096')
    .default(32),
  HOTEL_SEARCH_INDEX: z
    .enum(['on', 'off'], { error: 'HOTEL_SEARCH_INDEX must be on or off' })
    .default('on'),
};

type CatalogueValues = { CATALOGUE_CACHE_MB: number; HOTEL_SEARCH_INDEX: 'on' | 'off' };

export type CatalogueConfig = {
  /** Memory for kept catalogue answers, in bytes (CATALOGUE_CACHE_MB); 0 is off. */
  catalogueCacheBytes: number;
  /**
   * The hotel search answered from each process's own copy of the listing
   * (HOTEL_SEARCH_INDEX, on unless off): about 4 KB a hotel; off, every
   * search is read from the database.
   */
  hotelSearchIndex: boolean;
};

export function catalogueConfig(values: CatalogueValues): CatalogueConfig {
  return {
    catalogueCacheBytes: values.CATALOGUE_CACHE_MB * 1024 * 1024,
    hotelSearchIndex: values.HOTEL_SEARCH_INDEX === 'on',
  };
}
