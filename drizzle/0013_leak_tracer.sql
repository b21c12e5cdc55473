CREATE TABLE "image_fingerprints" (
	"display_key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marked_copies" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"viewer_id" text NOT NULL,
	"display_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_mark_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewer_mark_key_single_row" CHECK ("viewer_mark_key"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "marked_copies_last_used_idx" ON "marked_copies" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "media_serve_log_object_idx" ON "media_serve_log" USING btree ("object_key","served_at");