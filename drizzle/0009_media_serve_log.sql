CREATE TABLE "media_serve_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewer_id" uuid NOT NULL,
	"object_key" text NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_serve_log_served_at_idx" ON "media_serve_log" USING btree ("served_at");--> statement-breakpoint
CREATE INDEX "media_serve_log_viewer_idx" ON "media_serve_log" USING btree ("viewer_id","served_at");