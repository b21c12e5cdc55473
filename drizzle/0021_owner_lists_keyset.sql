DROP INDEX "users_email_idx";--> statement-breakpoint
DROP INDEX "pro_chats_last_message_time_idx";--> statement-breakpoint
DROP INDEX "download_events_created_idx";--> statement-breakpoint
DROP INDEX "media_serve_log_served_at_idx";--> statement-breakpoint
DROP INDEX "custom_links_user_idx";--> statement-breakpoint
DROP INDEX "custom_requests_pending_idx";--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "pro_chats_recent_idx" ON "pro_chats" USING btree (coalesce("last_message_time", '-infinity'::timestamptz),"created_at","user_id");--> statement-breakpoint
CREATE INDEX "gallery_images_display_key_idx" ON "gallery_images" USING btree ("display_key");--> statement-breakpoint
CREATE INDEX "gallery_images_original_key_idx" ON "gallery_images" USING btree ("original_key");--> statement-breakpoint
CREATE INDEX "download_events_created_id_idx" ON "download_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "custom_requests_display_key_idx" ON "custom_requests" USING btree ("display_key");--> statement-breakpoint
CREATE INDEX "custom_requests_original_key_idx" ON "custom_requests" USING btree ("original_key");--> statement-breakpoint
CREATE INDEX "custom_requests_past_idx" ON "custom_requests" USING btree ("created_at","request_number") WHERE "custom_requests"."status" = 'fulfilled' or "custom_requests"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "media_serve_log_served_at_id_idx" ON "media_serve_log" USING btree ("served_at","id");--> statement-breakpoint
CREATE INDEX "custom_links_user_idx" ON "custom_links" USING btree ("user_id","fulfilled_at","id");--> statement-breakpoint
CREATE INDEX "custom_requests_pending_idx" ON "custom_requests" USING btree ("created_at","request_number") WHERE "custom_requests"."status" = 'paid' and "custom_requests"."fulfilled" = false and "custom_requests"."refunded_at" is null;