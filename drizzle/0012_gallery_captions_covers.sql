ALTER TABLE "gallery_folders" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "gallery_folders" ADD CONSTRAINT "gallery_folders_cover_image_id_gallery_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "gallery_images"("id") ON DELETE set null ON UPDATE no action;