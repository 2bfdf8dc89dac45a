-- The search's candidates in the list's order (decision 0010) from the index
-- alone. hotel_created_idx held (created_at, id), so the walk read each hotel
-- from the table to test its text: for a state such as Imo at 100,000 hotels
-- that was 9,981 rows for the 302 a page checks (15 ms of its 20). This one
-- carries the text and the columns the candidates are chosen and priced by,
-- over listed hotels only, and serves every other listing in that order too.
DROP INDEX "hotel_created_idx";--> statement-breakpoint
CREATE INDEX "hotel_listed_created_idx" ON "hotel" USING btree ("created_at","id","search_text","minimum_price_kobo","hotel_rating") WHERE "hotel"."deleted_at" is null;