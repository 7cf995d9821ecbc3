CREATE TABLE "mail_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "position_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "position_title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_position_id_content_pages_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."content_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_position_idx" ON "applications" USING btree ("position_id","status");