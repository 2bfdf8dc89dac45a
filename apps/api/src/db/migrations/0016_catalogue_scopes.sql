-- The catalogue's version, split by what an answer depends on
-- (docs/decisions/0028-catalogue-versions-by-scope.md). One version for
-- everything meant that any booking anywhere emptied every kept search; now
-- a change moves only the scopes whose answers it can change:
--   listing     the hotel list and search: hotels and room types;
--   night:<d>   a dated search whose stay covers night d: moved when a room
--               type's night d sells out or stops being sold out (a booking
--               that sells out no night moves no search);
--   cars        the car listing and a car: cars and their hires;
--   hotel:<id>  one hotel and its rooms with units left: that hotel's row,
--               room types, ledger nights and sold-out nights;
--   *           a TRUNCATE of any watched table, counted by every scope.
-- The rows kept so far become the listing's shards, so its count only grows.
ALTER TABLE "catalogue_version" ADD COLUMN "scope" text NOT NULL DEFAULT 'listing';--> statement-breakpoint
ALTER TABLE "catalogue_version" ALTER COLUMN "scope" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_version" DROP CONSTRAINT "catalogue_version_pkey";--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD CONSTRAINT "catalogue_version_scope_shard_pk" PRIMARY KEY("scope","shard");--> statement-breakpoint
INSERT INTO "catalogue_version" ("scope", "shard") SELECT 'cars', generate_series(0, 15);--> statement-breakpoint
INSERT INTO "catalogue_version" ("scope", "shard") VALUES ('*', 0);--> statement-breakpoint
-- A row's change notes the scopes it moves in a setting of its own
-- transaction (no lock taken, nothing written), once each.
CREATE FUNCTION note_catalogue_scope(scope text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('waka.catalogue_scopes', true), '');
BEGIN
  IF scope IS NOT NULL AND position('|' || scope || '|' IN noted) = 0 THEN
    PERFORM set_config('waka.catalogue_scopes', coalesce(nullif(noted, ''), '|') || scope || '|', true);
  END IF;
END;
$$;--> statement-breakpoint
-- NEW is null on a delete and OLD on an insert; a null scope is skipped.
CREATE FUNCTION note_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'hotel' THEN
      PERFORM note_catalogue_scope('listing');
      PERFORM note_catalogue_scope('hotel:' || coalesce(NEW.id, OLD.id));
    WHEN 'room' THEN
      PERFORM note_catalogue_scope('listing');
      PERFORM note_catalogue_scope('hotel:' || NEW.hotel_id);
      PERFORM note_catalogue_scope('hotel:' || OLD.hotel_id);
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
-- At commit, the first deferred trigger to run bumps every noted scope, in
-- one order for every transaction (sorted), so two writers that move the
-- same scopes queue and never deadlock; the rows it locks are the
-- transaction's last locks. Shared scopes bump the shard of the
-- transaction's id; a hotel's or a night's scope has one row, made by its
-- first change.
CREATE OR REPLACE FUNCTION count_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('waka.catalogue_scopes', true), '');
  scope text;
BEGIN
  IF noted = '' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('waka.catalogue_scopes', '', true);
  FOR scope IN
    SELECT s FROM unnest(string_to_array(trim(BOTH '|' FROM noted), '|')) AS s ORDER BY s
  LOOP
    INSERT INTO catalogue_version (scope, shard, changes)
    VALUES (scope, CASE WHEN scope IN ('listing', 'cars') THEN txid_current() % 16 ELSE 0 END, 1)
    ON CONFLICT ON CONSTRAINT catalogue_version_scope_shard_pk
      DO UPDATE SET changes = catalogue_version.changes + 1;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- TRUNCATE has no deferred form: it moves every scope at once.
CREATE FUNCTION count_catalogue_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET changes = changes + 1 WHERE scope = '*' AND shard = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['hotel', 'room', 'booked_room_night', 'sold_out_room_night', 'car', 'car_booking'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', watched || '_catalogue_truncate', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_truncate()',
      watched || '_catalogue_truncate', watched);
  END LOOP;
  -- Every table but car_booking notes each row it writes; car_booking only
  -- the columns the listing's pickup window reads (migration 0013).
  FOREACH watched IN ARRAY ARRAY['hotel', 'room', 'booked_room_night', 'sold_out_room_night', 'car'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION note_catalogue_change()',
      watched || '_catalogue_note', watched);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "car_booking_catalogue_note"
  AFTER INSERT OR UPDATE OF "car_id", "pickup_at", "return_at", "status" OR DELETE ON "car_booking"
  FOR EACH ROW EXECUTE FUNCTION note_catalogue_change();
