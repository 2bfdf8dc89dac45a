-- Real payments (docs/decisions/0022-payments-and-holds.md): online attempts,
-- the provider's events acted on once, refunds asked once, and the emailed
-- links that confirm a pay-later hold; bookings and car hires gain a payment
-- method, a hold that can expire, and when the money was confirmed. Rows that
-- exist already keep no expiry: nothing booked before this expires.
CREATE TABLE "hold_confirmation" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid,
	"car_booking_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_confirmation_for_one_booking" CHECK (("hold_confirmation"."booking_id" is null) <> ("hold_confirmation"."car_booking_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"event" text NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_event_reference_pk" PRIMARY KEY("event","reference")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"booking_id" uuid,
	"car_booking_id" uuid,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"test_mode" boolean NOT NULL,
	"gateway_transaction_id" text,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payment_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_for_one_booking" CHECK (("payment"."booking_id" is null) <> ("payment"."car_booking_id" is null)),
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'to request' NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "payment_status" text DEFAULT 'not paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_booking" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hold_confirmation" ADD CONSTRAINT "hold_confirmation_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_confirmation" ADD CONSTRAINT "hold_confirmation_car_booking_id_car_booking_id_fk" FOREIGN KEY ("car_booking_id") REFERENCES "public"."car_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_car_booking_id_car_booking_id_fk" FOREIGN KEY ("car_booking_id") REFERENCES "public"."car_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_booking_idx" ON "payment" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_car_booking_idx" ON "payment" USING btree ("car_booking_id");--> statement-breakpoint
CREATE INDEX "payment_pending_idx" ON "payment" USING btree ("created_at") WHERE "payment"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_once_idx" ON "refund" USING btree ("payment_id","reason");--> statement-breakpoint
CREATE INDEX "refund_to_request_idx" ON "refund" USING btree ("created_at") WHERE "refund"."status" = 'to request';--> statement-breakpoint
CREATE INDEX "booking_hold_expiry_idx" ON "booking" USING btree ("hold_expires_at") WHERE "booking"."hold_expires_at" is not null and "booking"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "car_booking_hold_expiry_idx" ON "car_booking" USING btree ("hold_expires_at") WHERE "car_booking"."hold_expires_at" is not null and "car_booking"."status" = 'confirmed';