-- Destination suggestions (docs/decisions/0030-destination-suggestions.md):
-- a table of the states, local governments and cities hotels name, each with
-- its count of listed hotels, kept by a trigger on hotel so the search box
-- reads a few thousand rows, not 100,000 hotels; indexes that read a place's
-- hotels in the list's order; and a name index for hotel-name suggestions.
-- waka_fold is how both sides drop case, accents (Yoruba's dots and tones
-- too, precomposed or combining) and punctuation before they are compared.
CREATE FUNCTION waka_fold(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(name, 'ÀÁÂÃÄÅàáâãäåĀāÈÉÊËèéêëẸẹĒēẼẽÌÍÎÏìíîïĪīÒÓÔÕÖòóôõöỌọŌōØøÙÚÛÜùúûüŪūÑñŃńǸǹÇçṢṣÝýÿ-.,''’̣̀́̂̃̄̈', 'aaaaaaaaaaaaaaeeeeeeeeeeeeeeiiiiiiiiiioooooooooooooooouuuuuuuuuunnnnnnccssyyy     '))
$$;
--> statement-breakpoint
CREATE TABLE "destination" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state_id" integer NOT NULL,
	"state_name" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"folded" text GENERATED ALWAYS AS (waka_fold("destination"."name")) STORED,
	"hotel_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destination_place_uq" UNIQUE("kind","state_id","key")
);
--> statement-breakpoint
ALTER TABLE "destination" ADD CONSTRAINT "destination_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_folded_trgm_idx" ON "destination" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotel_listed_state_idx" ON "hotel" USING btree ("state_id","created_at","id","minimum_price_kobo","hotel_rating","open_from_kobo") WHERE "hotel"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "hotel_listed_local_gov_idx" ON "hotel" USING btree ("state_id",lower("local_gov"),"created_at","id","minimum_price_kobo","hotel_rating","open_from_kobo") WHERE "hotel"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "hotel_listed_city_idx" ON "hotel" USING btree ("state_id",lower("city"),"created_at","id","minimum_price_kobo","hotel_rating","open_from_kobo") WHERE "hotel"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "hotel_listed_name_folded_idx" ON "hotel" USING btree (waka_fold("hotel_name") text_pattern_ops) WHERE "hotel"."deleted_at" is null;--> statement-breakpoint
-- A listed hotel counts once in its state (key ''), its local government and
-- its city; a place's row is made the first time a hotel names it. One
-- statement in a fixed order of rows, so two hotels in one place queue rather
-- than deadlock.
CREATE FUNCTION count_destination_hotels(place_state_id integer, state_name text, local_gov text, city text, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO destination (kind, state_id, state_name, key, name, hotel_count)
  VALUES ('state', place_state_id, state_name, '', state_name, delta),
         ('local-government', place_state_id, state_name, lower(local_gov), local_gov, delta),
         ('city', place_state_id, state_name, lower(city), city, delta)
  ON CONFLICT (kind, state_id, key) DO UPDATE SET hotel_count = destination.hotel_count + excluded.hotel_count;
$$;
--> statement-breakpoint
CREATE FUNCTION count_destination_hotels_of_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.state_id IS NOT NULL THEN
    PERFORM count_destination_hotels(OLD.state_id, OLD.state, OLD.local_gov, OLD.city, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.state_id IS NOT NULL THEN
    PERFORM count_destination_hotels(NEW.state_id, NEW.state, NEW.local_gov, NEW.city, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hotel_counts_in_destinations AFTER INSERT OR DELETE ON hotel
FOR EACH ROW EXECUTE FUNCTION count_destination_hotels_of_row();
--> statement-breakpoint
CREATE TRIGGER hotel_moves_between_destinations
AFTER UPDATE OF deleted_at, state_id, state, local_gov, city ON hotel FOR EACH ROW
WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.state_id IS DISTINCT FROM NEW.state_id
  OR OLD.state IS DISTINCT FROM NEW.state OR OLD.local_gov IS DISTINCT FROM NEW.local_gov
  OR OLD.city IS DISTINCT FROM NEW.city)
EXECUTE FUNCTION count_destination_hotels_of_row();
--> statement-breakpoint
-- Emptied hotels (tests, a reload) leave no place behind.
CREATE FUNCTION forget_destinations() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN DELETE FROM destination; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER hotel_truncated_forgets_destinations AFTER TRUNCATE ON hotel
FOR EACH STATEMENT EXECUTE FUNCTION forget_destinations();
--> statement-breakpoint
-- Every place's count from the hotels afresh: for the hotels already listed,
-- and for the bench loader, whose COPY runs with triggers off.
CREATE FUNCTION rebuild_destinations() RETURNS void
LANGUAGE sql AS $$
  UPDATE destination SET hotel_count = 0 WHERE hotel_count <> 0;
  INSERT INTO destination (kind, state_id, state_name, key, name, hotel_count)
  SELECT kind, state_id, min(state_name), key, min(name), count(*)
  FROM (
    SELECT 'state' AS kind, state_id, state AS state_name, '' AS key, state AS name FROM hotel
    WHERE deleted_at IS NULL AND state_id IS NOT NULL
    UNION ALL
    SELECT 'local-government', state_id, state, lower(local_gov), local_gov FROM hotel
    WHERE deleted_at IS NULL AND state_id IS NOT NULL
    UNION ALL
    SELECT 'city', state_id, state, lower(city), city FROM hotel
    WHERE deleted_at IS NULL AND state_id IS NOT NULL
  ) AS place
  GROUP BY kind, state_id, key
  ON CONFLICT (kind, state_id, key) DO UPDATE SET hotel_count = excluded.hotel_count;
$$;
--> statement-breakpoint
SELECT rebuild_destinations();
--> statement-breakpoint
-- The suggestions are kept answers of the listing's scope
-- (docs/decisions/0028-catalogue-versions-by-scope.md): a change of a
-- destination's count moves the listing's version, as a hotel's does.
CREATE CONSTRAINT TRIGGER "destination_catalogue_change"
  AFTER INSERT OR UPDATE OR DELETE ON "destination"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER "destination_catalogue_note"
  AFTER INSERT OR UPDATE OR DELETE ON "destination"
  FOR EACH ROW EXECUTE FUNCTION note_catalogue_change();--> statement-breakpoint
CREATE TRIGGER "destination_catalogue_truncate"
  AFTER TRUNCATE ON "destination" FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_truncate();
