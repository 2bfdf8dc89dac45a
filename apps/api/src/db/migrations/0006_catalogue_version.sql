CREATE TABLE "catalogue_version" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("shard") SELECT generate_series(0, 15);
--> statement-breakpoint
-- A transaction that wrote what the cached catalogue answers read bumps the
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
-- The tables the cached answers read (decision 0009): hotels, room types, the
-- ledger, the sold-out nights derived from it (written directly by the
-- rebuild_sold_out_nights() repair) and cars. A table a new cached answer
-- reads gets the same two triggers.
--
-- TRUNCATE has no deferred form, so it bumps at once and takes the shard's
-- lock mid-transaction: an administrator's tool, best run in a transaction
-- of its own.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['hotel', 'room', 'booked_room_night', 'sold_out_room_night', 'car'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change()',
      watched || '_catalogue_change', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change()',
      watched || '_catalogue_truncate', watched);
  END LOOP;
END;
$$;
