-- The car listing and a car's page are kept by the catalogue cache too
-- (decision 0009): a transaction that writes cars moves the version the
-- same way as one that writes hotels (migration 0006). So does one that
-- writes sold-out nights directly (rebuild_sold_out_nights(), a repair the
-- search would otherwise not see).
CREATE CONSTRAINT TRIGGER car_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "car"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sold_out_room_night_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "sold_out_room_night"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
-- TRUNCATE bumps at once, not at commit (it has no deferred form), so it
-- takes the shard's lock mid-transaction: an administrator's tool, best run
-- in a transaction of its own.
CREATE TRIGGER car_catalogue_truncate AFTER TRUNCATE ON "car"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER sold_out_room_night_catalogue_truncate AFTER TRUNCATE ON "sold_out_room_night"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
