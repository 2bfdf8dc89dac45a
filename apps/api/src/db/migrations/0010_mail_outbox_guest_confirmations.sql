-- At most five booking confirmations a day to an address nobody has confirmed
-- (decision 0016): each booking counts its address's confirmations of the last
-- 24 hours, case aside, from this index instead of reading the whole outbox.
CREATE INDEX "mail_outbox_guest_confirmation_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at") WHERE kind in ('booking-confirmation', 'car-booking-confirmation');