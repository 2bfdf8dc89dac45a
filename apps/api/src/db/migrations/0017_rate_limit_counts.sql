-- Rate limits counted in PostgreSQL, so every server process and machine
-- counts one caller together (docs/decisions/0029-every-core-and-shared-limits.md).
-- Unlogged: a count is worth no WAL, and losing the counts in a crash only
-- opens every window afresh.
CREATE UNLOGGED TABLE "rate_limit_count" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_count_window_ends_at_idx" ON "rate_limit_count" USING btree ("window_ends_at");
