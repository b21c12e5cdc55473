CREATE TABLE "publishing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"show_next_drop_title" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishing_settings_single_row" CHECK ("publishing_settings"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "gallery_images_newest_page_idx";--> statement-breakpoint
DROP INDEX "gallery_images_ordered_page_idx";--> statement-breakpoint
ALTER TABLE "gallery_configs" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_configs" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "whats_new" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whats_new" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "gallery_images" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "gallery_configs" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "whats_new" SET "published_at" = "timestamp";--> statement-breakpoint
CREATE INDEX "gallery_images_unpublished_idx" ON "gallery_images" USING btree ("scheduled_for") WHERE "gallery_images"."published_at" is null;--> statement-breakpoint
CREATE INDEX "gallery_images_newest_page_idx" ON "gallery_images" USING btree ("collection","created_at","display_order","id") WHERE "gallery_images"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "gallery_images_ordered_page_idx" ON "gallery_images" USING btree ("collection","display_order",(-(extract(epoch from ("created_at" - timestamptz '1970-01-01 00:00:00+00')) * 1000000)::bigint),"id") WHERE "gallery_images"."published_at" is not null;