-- The car listing and a car's page are kept by the catalogue cache too
-- (decision 0009): a transaction that writes cars moves the version the
-- same way as one that writes hotels (migration 0006).
CREATE CONSTRAINT TRIGGER car_catalogue_change AFTER INSERT OR UPDATE OR DELETE ON "car"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER car_catalogue_truncate AFTER TRUNCATE ON "car"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
