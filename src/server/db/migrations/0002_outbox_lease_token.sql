ALTER TABLE "outbox" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error_at" timestamp with time zone;