-- Car hires of 1 hour to 30 days, priced by weeks, days and hours
-- (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): a hire may last
-- up to the longest MAX_HIRE_DAYS allows (90 days), may take the car's
-- driver-escort, and keeps the hourly rate and the price lines it was charged.
-- Hires made before were hours × the hourly rate: that is their one line.
ALTER TABLE "car_booking" DROP CONSTRAINT "car_booking_hours_range";--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "escort" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "hourly_rate_kobo" bigint;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
UPDATE "car_booking" SET
  "hourly_rate_kobo" = "total_price_kobo" / "hours",
  "price_lines" = jsonb_build_array(jsonb_build_object(
    'unit', 'hour', 'count', "hours",
    'unitKobo', "total_price_kobo" / "hours", 'amountKobo', "total_price_kobo"));--> statement-breakpoint
ALTER TABLE "car_booking" ALTER COLUMN "hourly_rate_kobo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "car_booking" ALTER COLUMN "price_lines" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_hours_range" CHECK ("car_booking"."hours" between 1 and 2160);--> statement-breakpoint
-- The car listing can ask for cars free for a pickup window, so its cached
-- answers read car_booking (decision 0009): a hire made, moved, cancelled or
-- expired moves the catalogue's version. Its payment columns do not.
CREATE CONSTRAINT TRIGGER "car_booking_catalogue_change"
  AFTER INSERT OR UPDATE OF "car_id", "pickup_at", "return_at", "status" OR DELETE ON "car_booking"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_catalogue_change();--> statement-breakpoint
CREATE TRIGGER "car_booking_catalogue_truncate"
  AFTER TRUNCATE ON "car_booking" FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
