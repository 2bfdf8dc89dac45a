-- A person's phone on their profile, given there or with their first booking,
-- fills the booking forms; and an owner may delete their account: their
-- hotels and cars are retired first and keep their bookings, with no owner
-- (docs/decisions/0026-your-data-profile-export-and-deletion.md). The foreign
-- keys stay as they were, so the user row cannot go while a row still names it.
ALTER TABLE "car" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone" text;