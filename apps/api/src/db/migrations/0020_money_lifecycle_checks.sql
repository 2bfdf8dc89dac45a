-- The money lifecycle (docs/decisions/0035-one-guarded-money-lifecycle.md):
-- each status column holds only its set (the same lists its transition tables
-- move it through), and a stay's or car hire's money adds up: nothing paid
-- below zero or above its total, nothing kept or refunded below zero, and
-- never more kept and refunded than paid.
ALTER TABLE "booking" ADD CONSTRAINT "booking_status_known" CHECK ("booking"."status" in ('confirmed', 'expired', 'cancelled', 'no show'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_payment_status_known" CHECK ("booking"."payment_status" in ('not paid', 'pay at hotel', 'awaiting confirmation', 'paid'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_payment_method_known" CHECK ("booking"."payment_method" in ('online', 'at hotel', 'at pickup', 'transfer'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_paid_within_total" CHECK ("booking"."paid_kobo" >= 0 and "booking"."paid_kobo" <= "booking"."total_amount_kobo");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_kept_refund_not_negative" CHECK ("booking"."kept_kobo" >= 0 and "booking"."refund_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_kept_refund_within_paid" CHECK (coalesce("booking"."kept_kobo", 0) + coalesce("booking"."refund_kobo", 0) <= "booking"."paid_kobo");--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_status_known" CHECK ("car_booking"."status" in ('confirmed', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_payment_status_known" CHECK ("car_booking"."payment_status" in ('not paid', 'pay at hotel', 'awaiting confirmation', 'paid'));--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_payment_method_known" CHECK ("car_booking"."payment_method" in ('online', 'at hotel', 'at pickup', 'transfer'));--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_paid_within_total" CHECK ("car_booking"."paid_kobo" >= 0 and "car_booking"."paid_kobo" <= "car_booking"."total_price_kobo");--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_kept_refund_not_negative" CHECK ("car_booking"."kept_kobo" >= 0 and "car_booking"."refund_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "car_booking" ADD CONSTRAINT "car_booking_kept_refund_within_paid" CHECK (coalesce("car_booking"."kept_kobo", 0) + coalesce("car_booking"."refund_kobo", 0) <= "car_booking"."paid_kobo");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_known" CHECK ("payment"."status" in ('pending', 'success', 'failed'));--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_status_known" CHECK ("refund"."status" in ('to request', 'pending', 'refunded', 'failed'));
