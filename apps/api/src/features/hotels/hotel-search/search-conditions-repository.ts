import { and, asc, desc, gte, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { HotelSort } from '@waka/shared/hotels/search-hotels';
import type { Database } from '../../../db/database';
import { soldOutRoomNights } from '../../../db/schema/bookings';
import { hotels, rooms } from '../../../db/schema/hotels';
import { placeholder, type Shape } from './search-shape';

const listed = isNull(hotels.deletedAt);

/** The conditions on the hotel row itself: listed, the text or the place, stars and amenities. */
export function hotelConditions(shape: Shape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listed];
  if (shape.text) conditions.push(sql`${hotels.searchText} like ${placeholder('pattern')}`);
  // Written as the hotel_listed_*_idx keys (migration 0015), so a place's page walks its own index.
  if (shape.place) conditions.push(sql`${hotels.stateId} = ${placeholder('placeStateId')}`);
  if (shape.place === 'local-government') {
    conditions.push(sql`lower(${hotels.localGov}) = ${placeholder('placeKey')}`);
  }
  if (shape.place === 'city')
    conditions.push(sql`lower(${hotels.city}) = ${placeholder('placeKey')}`);
  if (shape.minRating) conditions.push(gte(hotels.hotelRating, placeholder('minRating')));
  if (shape.amenities) {
    conditions.push(
      sql`${hotels.hotelAmenities} @> array(select jsonb_array_elements_text(${placeholder('amenities')}::jsonb))`,
    );
  }
  return and(...conditions);
}

/**
 * The cheapest room type bookable for the whole stay, for the hotel whose id
 * is `hotelId` and whose open price is `openFromKobo` (columns of the outer
 * row): on, listed, with units, and not sold out on any night of it
 * (docs/product.md#availability). Joined LATERAL, so it runs once for each
 * hotel the other filters keep.
 *
 * A hotel with no sold-out night in the stay (most: 259 of the 302 a page
 * of q=Lagos checks in the 10k bench, for a stay two weeks out) is
 * bookable from its open price, kept on its row (migration 0009): one probe
 * of sold_out_room_night_hotel_idx. Only a hotel with one walks its open
 * room types cheapest first (room_open_price_idx) to the first that is not
 * sold out that stay. Null when nothing is bookable, and the hotel is then
 * left out.
 */
function bookableFrom(db: Database, hotelId: AnyColumn, openFromKobo: AnyColumn) {
  const soldOutInStay = (owner: SQL) =>
    sql`exists (select 1 from ${soldOutRoomNights} where ${owner}
      and ${soldOutRoomNights.night} >= ${placeholder('checkIn')}::date
      and ${soldOutRoomNights.night} < ${placeholder('checkOut')}::date)`;
  const hotelHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.hotelId} = ${hotelId}`);
  const roomHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.roomId} = ${rooms.id}`);
  // Cheapest first with a limit, not min(): the walk stops at the first room
  // type that is free, where an aggregate read all of them (ten in the bench).
  const cheapestNotSoldOut = db
    .select({ price: rooms.roomPriceKobo })
    .from(rooms)
    .where(
      and(
        sql`${rooms.hotelId} = ${hotelId}`,
        // Written as room_open_price_idx's predicate, so the planner can use it.
        sql`${rooms.roomStatus}`,
        isNull(rooms.deletedAt),
        sql`${rooms.roomQuantity} > 0`,
        sql`not ${roomHasSoldOutNight}`,
      ),
    )
    .orderBy(asc(rooms.roomPriceKobo))
    .limit(1);
  // CASE evaluates a branch only when it is taken, so the walk runs only then.
  // An OFFSET keeps the subquery whole: pulled up into the outer query, its
  // CASE was copied into each place that names the price and run for each
  // (EXPLAIN of the unpaged search, 26 Nov). A placeholder, as Drizzle drops
  // a literal 0.
  return db
    .select({
      fromKobo: sql<number | null>`case
        when ${openFromKobo} is null then null
        when not ${hotelHasSoldOutNight} then ${openFromKobo}
        else (${cheapestNotSoldOut}) end`.as('from_kobo'),
    })
    .from(sql`(select) as once`)
    .offset(placeholder('noOffset'))
    .as('bookable');
}

/** The columns a hotel is priced by, of the hotel table or of a subquery over it. */
export type PricedHotel = { id: AnyColumn; minimumPriceKobo: AnyColumn; openFromKobo: AnyColumn };

/**
 * The "from" price (the cheapest room bookable for the stay, or the owner's
 * minimum price without one) of the hotel `hotel` names, and the conditions
 * on it: bookable, within the price filters.
 */
export function priced(db: Database, shape: Shape, hotel: PricedHotel) {
  const bookable = shape.stay ? bookableFrom(db, hotel.id, hotel.openFromKobo) : undefined;
  const fromKobo: SQL = bookable ? sql`${bookable.fromKobo}` : sql`${hotel.minimumPriceKobo}`;
  const conditions: SQL[] = [];
  if (bookable) conditions.push(sql`${bookable.fromKobo} is not null`);
  if (shape.minPrice) conditions.push(sql`${fromKobo} >= ${placeholder('minPriceKobo')}`);
  if (shape.maxPrice) conditions.push(sql`${fromKobo} <= ${placeholder('maxPriceKobo')}`);
  return { bookable, fromKobo, where: and(...conditions) };
}

/**
 * The list's order on the hotel table. `createdAt` may be an expression of
 * it: a statement that counts every match gains nothing from walking the
 * list-order index in the page's order, yet with a LIMIT the planner chose
 * it and filtered every hotel instead of using the trigram index (q=Ikeja at
 * 10k, then through hotel_created_idx: 15 ms a page against 3.5 ms), so that
 * one orders by an expression the index does not hold.
 */
export function listOrder(
  sort: HotelSort,
  fromKobo: SQL,
  createdAt: AnyColumn | SQL = hotels.createdAt,
): SQL[] {
  return {
    recommended: [asc(createdAt), asc(hotels.id)],
    'price-asc': [asc(fromKobo), asc(hotels.id)],
    'price-desc': [desc(fromKobo), asc(hotels.id)],
    'rating-desc': [desc(hotels.hotelRating), asc(fromKobo), asc(hotels.id)],
  }[sort];
}
