CREATE TABLE "staff_links" (
	"identifier" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sealed_link" text;--> statement-breakpoint
ALTER TABLE "staff_links" ADD CONSTRAINT "staff_links_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_links_user_idx" ON "staff_links" USING btree ("user_id","created_at");--> statement-breakpoint
-- Links issued before this version were kept in clear in the outbox (and so in backups):
-- end them all. The verification table holds nothing else that outlives a sign-in step.
DELETE FROM "staff_verifications";--> statement-breakpoint
UPDATE "outbox" SET "body" = regexp_replace("body", '\S*/admin/reset-password\?token=\S*', '[link removed: it no longer works]', 'g') WHERE "kind" IN ('staff.reset', 'staff.invite') AND "body" ~ '/admin/reset-password\?token=';--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "locked_until" = NULL, "lease_token" = NULL, "last_error" = 'Not sent: an upgrade ended the link it carried. Send a new invitation or reset.', "last_error_kind" = 'message', "last_error_at" = now() WHERE "kind" IN ('staff.reset', 'staff.invite') AND "status" = 'pending';
