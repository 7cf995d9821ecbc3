DROP INDEX "outbox_status_idx";--> statement-breakpoint
DROP INDEX "outbox_sent_at_idx";--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;