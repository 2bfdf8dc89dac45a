-- Destination search matches any part of a hotel's name, city, state or
-- address (ILIKE '%q%'); a trigram index serves that without a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotel_search_trgm_idx" ON "hotel" USING gin (
  (lower("hotel_name" || ' ' || "city" || ' ' || "state" || ' ' || "hotel_address")) gin_trgm_ops
);
