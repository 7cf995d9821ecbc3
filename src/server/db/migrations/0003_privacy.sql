CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "content_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirm_token_idx" ON "subscribers" USING btree ("confirm_token");--> statement-breakpoint
-- Data: unsubscribing now deletes the record, so addresses that had unsubscribed go; everyone
-- else subscribed before double opt-in existed and counts as confirmed since they subscribed.
DELETE FROM "subscribers" WHERE "unsubscribed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "subscribers" SET "status" = 'confirmed', "confirmed_at" = "created_at" WHERE "spam_reason" IS NULL;--> statement-breakpoint
ALTER TABLE "subscribers" DROP COLUMN "unsubscribed_at";