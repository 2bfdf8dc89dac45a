CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"recent_searched_cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booked_room_night" (
	"booking_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"night" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "booked_room_night_booking_id_room_id_night_pk" PRIMARY KEY("booking_id","room_id","night"),
	CONSTRAINT "booked_room_night_quantity_positive" CHECK ("booked_room_night"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_room" (
	"booking_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"room_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"line_total_kobo" bigint NOT NULL,
	CONSTRAINT "booking_room_booking_id_room_id_pk" PRIMARY KEY("booking_id","room_id"),
	CONSTRAINT "booking_room_quantity_positive" CHECK ("booking_room"."quantity" > 0),
	CONSTRAINT "booking_room_price_not_negative" CHECK ("booking_room"."unit_price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"hotel_id" uuid NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"nights" integer NOT NULL,
	"total_amount_kobo" bigint NOT NULL,
	"payment_status" text DEFAULT 'not paid' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reference_unique" UNIQUE("reference"),
	CONSTRAINT "booking_dates_order" CHECK ("booking"."check_out_date" > "booking"."check_in_date"),
	CONSTRAINT "booking_nights_positive" CHECK ("booking"."nights" > 0),
	CONSTRAINT "booking_total_not_negative" CHECK ("booking"."total_amount_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "car_booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"car_id" uuid NOT NULL,
	"user_id" text,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"hours" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"total_price_kobo" bigint NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_booking_reference_unique" UNIQUE("reference"),
	CONSTRAINT "car_booking_hours_range" CHECK ("car_booking"."hours" between 1 and 24),
	CONSTRAINT "car_booking_window_order" CHECK ("car_booking"."return_at" > "car_booking"."pickup_at"),
	CONSTRAINT "car_booking_total_not_negative" CHECK ("car_booking"."total_price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "car" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"license_plate" text NOT NULL,
	"color" text NOT NULL,
	"mileage" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"body_type" text NOT NULL,
	"category" text NOT NULL,
	"daily_rate_kobo" bigint NOT NULL,
	"hourly_rate_kobo" bigint NOT NULL,
	"weekly_rate_kobo" bigint NOT NULL,
	"car_image" text NOT NULL,
	"escort_available" boolean DEFAULT false NOT NULL,
	"escort_price_kobo" bigint,
	"state" text NOT NULL,
	"state_id" integer,
	"local_gov" text NOT NULL,
	"city" text NOT NULL,
	"pickup_address" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_license_plate_unique" UNIQUE("license_plate"),
	CONSTRAINT "car_mileage_not_negative" CHECK ("car"."mileage" >= 0),
	CONSTRAINT "car_year_range" CHECK ("car"."year" >= 2000),
	CONSTRAINT "car_rates_not_negative" CHECK ("car"."daily_rate_kobo" >= 0 and "car"."hourly_rate_kobo" >= 0 and "car"."weekly_rate_kobo" >= 0),
	CONSTRAINT "car_escort_price_not_negative" CHECK ("car"."escort_price_kobo" is null or "car"."escort_price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"hotel_name" text NOT NULL,
	"hotel_contact_no" text NOT NULL,
	"hotel_description" text NOT NULL,
	"hotel_address" text NOT NULL,
	"minimum_price_kobo" bigint NOT NULL,
	"property_type" text NOT NULL,
	"hotel_image" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"state_id" integer,
	"local_gov" text NOT NULL,
	"city" text NOT NULL,
	"hotel_rating" numeric(2, 1) NOT NULL,
	"hotel_amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_rating_range" CHECK ("hotel"."hotel_rating" between 1 and 5),
	CONSTRAINT "hotel_minimum_price_not_negative" CHECK ("hotel"."minimum_price_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type" text NOT NULL,
	"room_price_kobo" bigint NOT NULL,
	"room_discount" integer DEFAULT 0 NOT NULL,
	"room_quantity" integer DEFAULT 1 NOT NULL,
	"room_description" text NOT NULL,
	"room_status" boolean DEFAULT true NOT NULL,
	"room_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_price_not_negative" CHECK ("room"."room_price_kobo" >= 0),
	CONSTRAINT "room_discount_range" CHECK ("room"."room_discount" between 0 and 100),
	CONSTRAINT "room_quantity_not_negative" CHECK ("room"."room_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscription_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "country" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "local_government" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "local_government_state_name_uq" UNIQUE("state_id","name")
);
--> statement-breakpoint
CREATE TABLE "state" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "state_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_room_night" ADD CONSTRAINT "booked_room_night_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_room_night" ADD CONSTRAINT "booked_room_night_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_car_id_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."car"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car" ADD CONSTRAINT "car_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car" ADD CONSTRAINT "car_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel" ADD CONSTRAINT "hotel_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel" ADD CONSTRAINT "hotel_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_government" ADD CONSTRAINT "local_government_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "booked_room_night_room_night_idx" ON "booked_room_night" USING btree ("room_id","night");--> statement-breakpoint
CREATE INDEX "booking_room_room_idx" ON "booking_room" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "booking_hotel_idx" ON "booking" USING btree ("hotel_id","check_in_date");--> statement-breakpoint
CREATE INDEX "booking_user_idx" ON "booking" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_email_idx" ON "booking" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "booking_created_idx" ON "booking" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "car_booking_car_window_idx" ON "car_booking" USING btree ("car_id","pickup_at");--> statement-breakpoint
CREATE INDEX "car_booking_user_idx" ON "car_booking" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "car_owner_idx" ON "car" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "car_created_idx" ON "car" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hotel_owner_idx" ON "hotel" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "hotel_city_idx" ON "hotel" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "hotel_created_idx" ON "hotel" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "room_hotel_idx" ON "room" USING btree ("hotel_id");