-- Waka's staff and what needs them (docs/decisions/0037-wakas-staff-and-attention-items.md).
-- A role is one of three; admin is granted only by `npm run admin` on the server.
ALTER TABLE "user" ADD CONSTRAINT "user_role" CHECK ("user"."role" in ('customer', 'hotelOwner', 'admin'));
--> statement-breakpoint
-- Money Waka could not match: one open item per fact (kind, reference); a
-- resolved item stays, and the same fact raised again opens a new one.
CREATE TABLE "attention_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	CONSTRAINT "attention_item_kind" CHECK ("attention_item"."kind" in ('amount_mismatch', 'refund_stuck', 'unknown_transaction', 'missing_transaction')),
	CONSTRAINT "attention_item_state" CHECK ("attention_item"."state" in ('open', 'resolved')),
	CONSTRAINT "attention_item_amount_not_negative" CHECK ("attention_item"."amount_kobo" >= 0),
	CONSTRAINT "attention_item_resolution" CHECK (("attention_item"."state" = 'open') = ("attention_item"."resolved_at" is null and "attention_item"."resolved_by" is null and "attention_item"."resolution_note" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attention_item_open_fact_idx" ON "attention_item" USING btree ("kind","reference") WHERE "attention_item"."state" = 'open';
--> statement-breakpoint
CREATE INDEX "attention_item_created_at_idx" ON "attention_item" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject","id");
--> statement-breakpoint
-- Append-only: what staff did stays as it was, whoever holds the connection.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
