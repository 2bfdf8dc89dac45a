CREATE TABLE "catalogue_version" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("shard") SELECT generate_series(0, 15);
--> statement-breakpoint
-- A transaction that wrote hotels, room types or the ledger bumps the
-- catalogue's version once, in its own shard (its id mod 16), at commit:
-- the bump becomes visible with the change, never before it (a cached
-- answer is checked against the version before it is served). Deferred, so
-- the shard's row lock is the transaction's last: taken after every other
-- lock it holds, it cannot close a deadlock with them.
CREATE FUNCTION count_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('waka.catalogue_changed', true), '') <> 'yes' THEN
    PERFORM set_config('waka.catalogue_changed', 'yes', true);
    UPDATE catalogue_version SET changes = changes + 1 WHERE shard = txid_current() % 16;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER hotel_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "hotel"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER room_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "room"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER booked_room_night_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "booked_room_night"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
-- TRUNCATE has no row trigger; it takes the table whole, so bumping at once is safe.
CREATE TRIGGER hotel_catalogue_truncate AFTER TRUNCATE ON "hotel"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER room_catalogue_truncate AFTER TRUNCATE ON "room"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER booked_room_night_catalogue_truncate AFTER TRUNCATE ON "booked_room_night"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
