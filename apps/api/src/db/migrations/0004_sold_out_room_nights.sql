CREATE TABLE "sold_out_room_night" (
	"room_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"night" date NOT NULL,
	CONSTRAINT "sold_out_room_night_room_id_night_pk" PRIMARY KEY("room_id","night")
);
--> statement-breakpoint
ALTER TABLE "sold_out_room_night" ADD CONSTRAINT "sold_out_room_night_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_room_night" ADD CONSTRAINT "sold_out_room_night_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sold_out_room_night_hotel_idx" ON "sold_out_room_night" USING btree ("hotel_id","night");--> statement-breakpoint
CREATE INDEX "room_open_price_idx" ON "room" USING btree ("hotel_id","room_price_kobo","id") WHERE "room"."room_status" and "room"."deleted_at" is null and "room"."room_quantity" > 0;--> statement-breakpoint
-- Sold-out nights (decision 0008) are derived from the ledger, so the
-- database keeps them: whatever writes the ledger or a room's quantity, in
-- the same transaction. A (room, night) pair is sold out when the units held
-- on it reach the room type's quantity, the rule the booking check uses
-- (docs/product.md#availability).
CREATE FUNCTION recount_sold_out_nights(room_ids uuid[], nights date[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM sold_out_room_night s
  USING unnest(room_ids, nights) AS changed(room_id, night)
  WHERE s.room_id = changed.room_id AND s.night = changed.night;
  INSERT INTO sold_out_room_night (room_id, hotel_id, night)
  SELECT changed.room_id, r.hotel_id, changed.night
  FROM (SELECT DISTINCT room_id, night FROM unnest(room_ids, nights) AS pairs(room_id, night)) changed
  JOIN room r ON r.id = changed.room_id
  WHERE r.room_quantity <= (
    SELECT coalesce(sum(n.quantity), 0) FROM booked_room_night n
    WHERE n.room_id = changed.room_id AND n.night = changed.night);
$$;
--> statement-breakpoint
-- Once per statement, over the rows it wrote or removed (a transition table
-- named changed_nights by each trigger), so a bulk write recounts in one go.
CREATE FUNCTION sold_out_after_ledger_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_sold_out_nights(array_agg(room_id), array_agg(night)) FROM changed_nights;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sold_out_after_ledger_insert AFTER INSERT ON booked_room_night
REFERENCING NEW TABLE AS changed_nights
FOR EACH STATEMENT EXECUTE FUNCTION sold_out_after_ledger_change();
--> statement-breakpoint
CREATE TRIGGER sold_out_after_ledger_delete AFTER DELETE ON booked_room_night
REFERENCING OLD TABLE AS changed_nights
FOR EACH STATEMENT EXECUTE FUNCTION sold_out_after_ledger_change();
--> statement-breakpoint
-- The ledger is written and removed, never edited; an edit would leave its
-- old (room, night) pair uncounted, so it is refused rather than half-kept.
CREATE FUNCTION refuse_ledger_edit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'booked_room_night rows are inserted or deleted, never updated';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refuse_ledger_edit BEFORE UPDATE ON booked_room_night
FOR EACH ROW EXECUTE FUNCTION refuse_ledger_edit();
--> statement-breakpoint
-- A changed quantity moves the line for every night of the room type.
CREATE FUNCTION sold_out_after_quantity_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_sold_out_nights(array_agg(room_id), array_agg(night))
  FROM booked_room_night WHERE room_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sold_out_after_quantity_change AFTER UPDATE OF room_quantity ON room
FOR EACH ROW WHEN (OLD.room_quantity IS DISTINCT FROM NEW.room_quantity)
EXECUTE FUNCTION sold_out_after_quantity_change();
--> statement-breakpoint
-- Every sold-out night from the whole ledger at once: for this migration and
-- for a bulk load that wrote the ledger with triggers off (the bench dataset).
CREATE FUNCTION rebuild_sold_out_nights() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM sold_out_room_night;
  INSERT INTO sold_out_room_night (room_id, hotel_id, night)
  SELECT held.room_id, r.hotel_id, held.night
  FROM (SELECT room_id, night, sum(quantity) AS units FROM booked_room_night GROUP BY room_id, night) held
  JOIN room r ON r.id = held.room_id
  WHERE r.room_quantity <= held.units;
$$;
--> statement-breakpoint
SELECT rebuild_sold_out_nights();
