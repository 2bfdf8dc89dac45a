-- One index counts an address's mail of the last day for every kind that has
-- a daily allowance: booking confirmations (docs/decisions/0016) and, now,
-- password-reset and verification links (docs/decisions/0025), which were
-- counted in better-auth's verification table before.
DROP INDEX "mail_outbox_guest_confirmation_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_daily_count_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at") WHERE kind in ('booking-confirmation', 'car-booking-confirmation', 'password-reset', 'email-verification');