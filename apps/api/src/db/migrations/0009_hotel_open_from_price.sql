-- A hotel's cheapest open room type's price, on the hotel row
-- (docs/decisions/0011-hotel-open-price-on-the-hotel-row.md). A search with
-- dates checks up to 302 candidate hotels a page; for each it walked
-- room_open_price_idx and probed the sold-out nights of the room type it
-- found. A hotel with no sold-out night in the stay (nearly all) now costs
-- one probe of sold_out_room_night_hotel_idx and this column, read from
-- hotel_listed_created_idx with the rest of the candidate.
DROP INDEX "hotel_listed_created_idx";--> statement-breakpoint
ALTER TABLE "hotel" ADD COLUMN "open_from_kobo" bigint;--> statement-breakpoint
-- The open price of each hotel in hotel_ids, from its room types: on, listed,
-- with units (room_open_price_idx's predicate, and the search's), or null.
-- Writes only the hotels whose price changed.
CREATE FUNCTION reprice_open_from(hotel_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE hotel h SET open_from_kobo = priced.from_kobo
  FROM (
    SELECT changed.id, (
      SELECT min(r.room_price_kobo) FROM room r
      WHERE r.hotel_id = changed.id AND r.room_status AND r.deleted_at IS NULL AND r.room_quantity > 0
    ) AS from_kobo
    FROM (SELECT DISTINCT unnest(hotel_ids) AS id) changed
  ) priced
  WHERE h.id = priced.id AND h.open_from_kobo IS DISTINCT FROM priced.from_kobo;
$$;
--> statement-breakpoint
-- Once per statement over the room types it wrote (a transition table named
-- changed_rooms by each trigger), so a bulk write reprices each hotel once.
--
-- The UPDATE locks the hotel row (FOR NO KEY UPDATE). So that two room writes
-- cannot deadlock on it, every transaction that writes a room type locks its
-- hotel that way first (owner-room-repository.ts, owner-hotel-repository.ts);
-- a booking takes only KEY SHARE on the hotel, which does not conflict.
CREATE FUNCTION reprice_open_from_after_room_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reprice_open_from(array_agg(hotel_id)) FROM changed_rooms;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER open_from_after_room_insert AFTER INSERT ON room
REFERENCING NEW TABLE AS changed_rooms
FOR EACH STATEMENT EXECUTE FUNCTION reprice_open_from_after_room_change();
--> statement-breakpoint
-- A room type never moves to another hotel (no route changes hotel_id), so
-- the new rows name every hotel an update touched.
CREATE TRIGGER open_from_after_room_update AFTER UPDATE ON room
REFERENCING NEW TABLE AS changed_rooms
FOR EACH STATEMENT EXECUTE FUNCTION reprice_open_from_after_room_change();
--> statement-breakpoint
CREATE TRIGGER open_from_after_room_delete AFTER DELETE ON room
REFERENCING OLD TABLE AS changed_rooms
FOR EACH STATEMENT EXECUTE FUNCTION reprice_open_from_after_room_change();
--> statement-breakpoint
-- Every hotel's open price at once: for this migration and for a bulk load
-- that wrote room types with triggers off (the bench dataset).
CREATE FUNCTION rebuild_open_from_prices() RETURNS void
LANGUAGE sql AS $$
  SELECT reprice_open_from(array_agg(id)) FROM hotel;
$$;
--> statement-breakpoint
SELECT rebuild_open_from_prices();--> statement-breakpoint
CREATE INDEX "hotel_listed_created_idx" ON "hotel" USING btree ("created_at","id","search_text","minimum_price_kobo","hotel_rating","open_from_kobo") WHERE "hotel"."deleted_at" is null;
