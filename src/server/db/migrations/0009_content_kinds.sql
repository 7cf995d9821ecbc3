ALTER TABLE "content_pages" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled_version" integer;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled_by_id" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "scheduled_note" text;--> statement-breakpoint
CREATE INDEX "content_pages_scheduled_idx" ON "content_pages" USING btree ("scheduled_at") WHERE "content_pages"."scheduled_at" is not null;