import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { states } from './places';

/** A hotel or apartment listed by an owner (docs/product.md#data: Hotel). Money in kobo (docs/product.md#money). */
export const hotels = pgTable(
  'hotel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once its owner deleted their account; the row is retired then (docs/decisions/0026). */
    ownerId: text('owner_id').references(() => users.id),
    hotelName: text('hotel_name').notNull(),
    hotelContactNo: text('hotel_contact_no').notNull(),
    /** 'HH:MM' in Lagos; null is the usual 14:00 (docs/product.md#cancellation). */
    checkInTime: text('check_in_time'),
    hotelDescription: text('hotel_description').notNull(),
    hotelAddress: text('hotel_address').notNull(),
    minimumPriceKobo: bigint('minimum_price_kobo', { mode: 'number' }).notNull(),
    propertyType: text('property_type', { enum: ['apartment', 'hotel'] }).notNull(),
    hotelImage: text('hotel_image').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    stateId: integer('state_id').references(() => states.id),
    localGov: text('local_gov').notNull(),
    city: text('city').notNull(),
    // Numeric so the edit form's 0.1 steps (4.5 stars) are kept exactly.
    hotelRating: numeric('hotel_rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    hotelAmenities: text('hotel_amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Hotels are retired, not erased, so past bookings keep their hotel (docs/product.md#deleting).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The price of the hotel's cheapest open room type (on, listed, with
     * units), null when it has none: kept by the database from the room
     * table (migration 0009), never written by us. A search with dates reads
     * it for a hotel with no sold-out night in the stay, nearly all of them,
     * instead of probing its room types (docs/decisions/0011-hotel-open-price-on-the-hotel-row.md).
     */
    openFromKobo: bigint('open_from_kobo', { mode: 'number' }),
    /**
     * What the destination search matches (name, city, state, address, lower
     * case), stored: computing it per row cost the search on every match it
     * rechecked (measured: bench/README.md, 24 Nov afternoon). Written by the
     * database, never by us.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${hotels.hotelName} || ' ' || ${hotels.city} || ' ' || ${hotels.state} || ' ' || ${hotels.hotelAddress})`,
    ),
  },
  (table) => [
    check('hotel_rating_range', sql`${table.hotelRating} between 1 and 5`),
    check('hotel_minimum_price_not_negative', sql`${table.minimumPriceKobo} >= 0`),
    index('hotel_owner_idx').on(table.ownerId),
    index('hotel_city_idx').on(sql`lower(${table.city})`),
    // The list's order (created_at, id), over listed hotels only, with the
    // text, prices and stars the search's candidates are chosen by: when
    // PostgreSQL walks that order for a broad destination it reads the index
    // alone, not the table, unless amenities are asked or the table has not
    // been vacuumed since it changed (migrations 0008, 0009). Key columns, not
    // INCLUDE, which Drizzle's index builder lacks; a row fits the btree's
    // 2,704 bytes because the text's parts are capped (register-hotel.ts).
    index('hotel_listed_created_idx')
      .on(
        table.createdAt,
        table.id,
        table.searchText,
        table.minimumPriceKobo,
        table.hotelRating,
        table.openFromKobo,
      )
      .where(sql`${table.deletedAt} is null`),
    // Any part of the search text (LIKE '%q%') without reading every hotel.
    index('hotel_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A search by place (docs/decisions/0030-destination-suggestions.md): the
    // place's listed hotels in the list's order, with what the search's
    // candidates are chosen and priced by, so a page reads the index alone
    // and as many entries at 100,000 hotels as at 1,000.
    ...(
      [
        ['hotel_listed_state_idx', []],
        ['hotel_listed_local_gov_idx', [sql`lower(${table.localGov})`]],
        ['hotel_listed_city_idx', [sql`lower(${table.city})`]],
      ] as const
    ).map(([name, place]) =>
      index(name)
        .on(
          table.stateId,
          ...place,
          table.createdAt,
          table.id,
          table.minimumPriceKobo,
          table.hotelRating,
          table.openFromKobo,
        )
        .where(sql`${table.deletedAt} is null`),
    ),
    // Hotel-name suggestions: names starting with what was typed, any case or accent.
    index('hotel_listed_name_folded_idx')
      .on(sql`waka_fold(${table.hotelName}) text_pattern_ops`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * A room type of a hotel (docs/product.md#data: Room). `roomQuantity` is how
 * many units of this type the hotel has; availability per night is counted
 * against it (docs/product.md#availability).
 */
export const rooms = pgTable(
  'room',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    roomType: text('room_type').notNull(),
    roomPriceKobo: bigint('room_price_kobo', { mode: 'number' }).notNull(),
    roomDiscount: integer('room_discount').notNull().default(0),
    roomQuantity: integer('room_quantity').notNull().default(1),
    roomDescription: text('room_description').notNull(),
    roomStatus: boolean('room_status').notNull().default(true),
    roomImages: text('room_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('room_price_not_negative', sql`${table.roomPriceKobo} >= 0`),
    check('room_discount_range', sql`${table.roomDiscount} between 0 and 100`),
    check('room_quantity_not_negative', sql`${table.roomQuantity} >= 0`),
    index('room_hotel_idx').on(table.hotelId),
    // The cheapest room type a guest could book at a hotel is the first entry
    // of this index under its hotel: the hotel's open price is kept from it
    // (migration 0009), and the search walks it, without the table, for a
    // hotel with a sold-out night in the stay (the id is there for that check).
    index('room_open_price_idx')
      .on(table.hotelId, table.roomPriceKobo, table.id)
      .where(sql`${table.roomStatus} and ${table.deletedAt} is null and ${table.roomQuantity} > 0`),
  ],
);
