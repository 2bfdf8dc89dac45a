-- Cars get a known body type and category (docs/product.md#data). Rows from before
-- this rule that hold anything else are mapped to the nearest known value.
UPDATE "car" SET "body_type" = 'Sedan' WHERE "body_type" NOT IN ('SUV', 'Sedan', 'Hatchback', 'MUV', 'Coupe', 'Convertible', 'Van');--> statement-breakpoint
UPDATE "car" SET "category" = CASE "body_type" WHEN 'SUV' THEN 'SUV' WHEN 'Van' THEN 'Van' ELSE 'Economy' END WHERE "category" NOT IN ('Economy', 'Luxury', 'SUV', 'Van');--> statement-breakpoint
-- A retired car keeps its plate in history; the plate is unique among listed cars only.
ALTER TABLE "car" DROP CONSTRAINT "car_license_plate_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "car_license_plate_listed_idx" ON "car" USING btree ("license_plate") WHERE "car"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "car" ADD CONSTRAINT "car_body_type_known" CHECK ("car"."body_type" in ('SUV', 'Sedan', 'Hatchback', 'MUV', 'Coupe', 'Convertible', 'Van'));--> statement-breakpoint
ALTER TABLE "car" ADD CONSTRAINT "car_category_known" CHECK ("car"."category" in ('Economy', 'Luxury', 'SUV', 'Van'));
