CREATE TABLE "content_migrations" (
	"id" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"path" text NOT NULL,
	"published_path" text,
	"locked" boolean DEFAULT false NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_by_id" text,
	"draft_saved_by" text NOT NULL,
	"published_draft_version" integer,
	"published_revision_id" uuid,
	"unpublished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_by" text NOT NULL,
	"origin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" text,
	"published_by" text NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_path_key" ON "content_pages" USING btree (lower("path"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_published_path_key" ON "content_pages" USING btree (lower("published_path"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_redirects_from_key" ON "content_redirects" USING btree (lower("from_path"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_page_number_key" ON "content_revisions" USING btree ("page_id","number");