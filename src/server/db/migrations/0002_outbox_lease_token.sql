ALTER TABLE "outbox" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_last_error_idx" ON "outbox" USING btree ("last_error_at") WHERE "outbox"."last_error_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at");