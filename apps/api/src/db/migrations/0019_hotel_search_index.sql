-- The hotel search index (docs/decisions/0031-hotel-search-index.md): which
-- hotels each listing count changed, and a night's sold-out room types read whole.
CREATE TABLE "listing_change" (
	"shard" smallint NOT NULL,
	"changes" bigint NOT NULL,
	"hotel_id" uuid NOT NULL,
	CONSTRAINT "listing_change_shard_changes_hotel_id_pk" PRIMARY KEY("shard","changes","hotel_id")
);
--> statement-breakpoint
CREATE INDEX "sold_out_room_night_night_idx" ON "sold_out_room_night" USING btree ("night","hotel_id","room_id");--> statement-breakpoint
-- The hotel search index (docs/decisions/0031-hotel-search-index.md) keeps
-- the listing in each process and brings it up to date before each search
-- from which hotels changed. A write of a hotel or a room type notes
-- `listed:<hotel id>` beside the scopes it moves; it is not a scope and has
-- no version of its own.
CREATE OR REPLACE FUNCTION note_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'hotel' THEN
      PERFORM note_catalogue_scope('listing');
      PERFORM note_catalogue_scope('hotel:' || coalesce(NEW.id, OLD.id));
      PERFORM note_catalogue_scope('listed:' || coalesce(NEW.id, OLD.id));
    WHEN 'room' THEN
      PERFORM note_catalogue_scope('listing');
      PERFORM note_catalogue_scope('hotel:' || NEW.hotel_id);
      PERFORM note_catalogue_scope('hotel:' || OLD.hotel_id);
      PERFORM note_catalogue_scope('listed:' || NEW.hotel_id);
      PERFORM note_catalogue_scope('listed:' || OLD.hotel_id);
    WHEN 'sold_out_room_night' THEN
      PERFORM note_catalogue_scope('night:' || NEW.night);
      PERFORM note_catalogue_scope('night:' || OLD.night);
      PERFORM note_catalogue_scope('hotel:' || NEW.hotel_id);
      PERFORM note_catalogue_scope('hotel:' || OLD.hotel_id);
    WHEN 'booked_room_night' THEN
      PERFORM note_catalogue_scope('hotel:' || (
        SELECT hotel_id FROM room WHERE id = coalesce(NEW.room_id, OLD.room_id)));
    WHEN 'destination' THEN
      -- The search box's places and their counts (migration 0018), kept from hotel rows.
      PERFORM note_catalogue_scope('listing');
    WHEN 'car', 'car_booking' THEN
      PERFORM note_catalogue_scope('cars');
  END CASE;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- As migration 0016's, and: the `listing` shard's new count, taken while
-- its row is held to commit, labels the noted hotels' rows in
-- listing_change, so a shard's rows come in commit order. The oldest
-- counts of the shard past the last 1,000 are pruned (LISTING_CHANGES_KEPT).
CREATE OR REPLACE FUNCTION count_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('waka.catalogue_scopes', true), '');
  moved text;
  listing_shard smallint;
  listing_count bigint;
BEGIN
  IF noted = '' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('waka.catalogue_scopes', '', true);
  FOR moved IN
    SELECT s FROM unnest(string_to_array(trim(BOTH '|' FROM noted), '|')) AS s
    WHERE s NOT LIKE 'listed:%' ORDER BY s
  LOOP
    INSERT INTO catalogue_version (scope, shard, changes)
    VALUES (moved, CASE WHEN moved IN ('listing', 'cars') THEN txid_current() % 16 ELSE 0 END, 1)
    ON CONFLICT ON CONSTRAINT catalogue_version_scope_shard_pk
      DO UPDATE SET changes = catalogue_version.changes + 1
    RETURNING
      CASE WHEN moved = 'listing' THEN catalogue_version.shard END,
      CASE WHEN moved = 'listing' THEN catalogue_version.changes END
    INTO listing_shard, listing_count;
    IF moved = 'listing' THEN
      INSERT INTO listing_change (shard, changes, hotel_id)
      SELECT listing_shard, listing_count, substr(s, 8)::uuid
      FROM unnest(string_to_array(trim(BOTH '|' FROM noted), '|')) AS s
      WHERE s LIKE 'listed:%';
      DELETE FROM listing_change
      WHERE shard = listing_shard AND changes <= listing_count - 1000;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
