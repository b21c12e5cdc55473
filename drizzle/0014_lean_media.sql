-- Likes are counted from gallery_likes instead of kept in counters every toggle updated.
ALTER TABLE "gallery_likes" ADD COLUMN "collection" text;--> statement-breakpoint
UPDATE "gallery_likes" SET "collection" = "gallery_images"."collection" FROM "gallery_images" WHERE "gallery_images"."id" = "gallery_likes"."image_id";--> statement-breakpoint
ALTER TABLE "gallery_likes" ALTER COLUMN "collection" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "gallery_likes_collection_idx" ON "gallery_likes" USING btree ("collection");--> statement-breakpoint
ALTER TABLE "gallery_configs" DROP CONSTRAINT "gallery_configs_likes_check";--> statement-breakpoint
ALTER TABLE "gallery_images" DROP CONSTRAINT "gallery_images_likes_check";--> statement-breakpoint
ALTER TABLE "gallery_configs" DROP COLUMN "total_likes";--> statement-breakpoint
ALTER TABLE "gallery_images" DROP COLUMN "likes";
--> statement-breakpoint
CREATE TABLE "pending_file_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_file_writes_created_idx" ON "pending_file_writes" USING btree ("created_at");