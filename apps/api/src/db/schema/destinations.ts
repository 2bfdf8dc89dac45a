import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { states } from './places';

export const DESTINATION_KINDS = ['state', 'local-government', 'city'] as const;

/**
 * The places the search box suggests, each with how many listed hotels it
 * has (docs/decisions/0030-destination-suggestions.md): the states, local
 * governments and cities that hotels name. Kept by the database from the
 * hotel table (migration 0018's trigger), never written by us; a row stays
 * when its count falls to 0, so its id, which a search by place carries,
 * always means the same place.
 */
export const destinations = pgTable(
  'destination',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: DESTINATION_KINDS }).notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    /** The state's name, as hotels spell it (the places data's). */
    stateName: text('state_name').notNull(),
    /** lower(name): what a hotel's state, local_gov or city column is matched by. */
    key: text('key').notNull(),
    /** As the first hotel to name it spelt it. */
    name: text('name').notNull(),
    /** The name without case, accents or punctuation (waka_fold), which suggestions match. */
    folded: text('folded').generatedAlwaysAs((): SQL => sql`waka_fold(${destinations.name})`),
    hotelCount: integer('hotel_count').notNull().default(0),
  },
  (table) => [
    unique('destination_place_uq').on(table.kind, table.stateId, table.key),
    // Prefixes and near spellings (word_similarity) of the folded name.
    index('destination_folded_trgm_idx').using('gin', sql`${table.folded} gin_trgm_ops`),
  ],
);
