CREATE TABLE "content_announcements" (
	"item_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"tier" text NOT NULL,
	"after_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "content_announcements_pending_idx" ON "content_announcements" USING btree ("created_at") WHERE "content_announcements"."done_at" is null;