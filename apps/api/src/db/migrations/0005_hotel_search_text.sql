ALTER TABLE "hotel" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("hotel"."hotel_name" || ' ' || "hotel"."city" || ' ' || "hotel"."state" || ' ' || "hotel"."hotel_address")) STORED;--> statement-breakpoint
CREATE INDEX "hotel_search_text_trgm_idx" ON "hotel" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Migration 0001's index on the same text as an expression; the search now reads the stored column.
DROP INDEX IF EXISTS "hotel_search_trgm_idx";
