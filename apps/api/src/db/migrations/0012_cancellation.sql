-- Cancellations and changes (docs/decisions/0023-cancellation-and-changes.md):
-- what a booking has paid so far, who cancelled it, why, and what was kept
-- and given back; a hotel's own check-in time; the car's daily rate kept with
-- each hire. Bookings paid before this change paid their whole total.
ALTER TABLE "booking" ADD COLUMN "paid_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "kept_kobo" bigint;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "refund_kobo" bigint;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "paid_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "kept_kobo" bigint;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "refund_kobo" bigint;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "daily_rate_kobo" bigint;--> statement-breakpoint
ALTER TABLE "hotel" ADD COLUMN "check_in_time" text;--> statement-breakpoint
UPDATE "booking" SET "paid_kobo" = "total_amount_kobo" WHERE "payment_status" = 'paid';--> statement-breakpoint
UPDATE "car_booking" SET "paid_kobo" = "total_price_kobo" WHERE "payment_status" = 'paid';--> statement-breakpoint
UPDATE "car_booking" SET "daily_rate_kobo" = "car"."daily_rate_kobo" FROM "car" WHERE "car"."id" = "car_booking"."car_id";
