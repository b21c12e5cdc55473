CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"text" text NOT NULL,
	"sender_id" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_chats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_name" text DEFAULT 'Anonymous User' NOT NULL,
	"last_message_time" timestamp with time zone,
	"unread_by_admin" integer DEFAULT 0 NOT NULL,
	"unread_by_user" integer DEFAULT 0 NOT NULL,
	"admin_viewing" boolean DEFAULT false NOT NULL,
	"last_admin_access" timestamp with time zone,
	"user_sending_since" timestamp with time zone,
	"admin_sending_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"user_email" text,
	"message_text" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"recipient" text NOT NULL,
	"group_key" text NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gallery_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_name" text NOT NULL,
	"display_title" text NOT NULL,
	"name" text NOT NULL,
	"folder_id" uuid,
	"total_likes" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_configs_likes_check" CHECK ("gallery_configs"."total_likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"filename" text NOT NULL,
	"user_id" uuid,
	"path" text NOT NULL,
	"original_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"display_key" text NOT NULL,
	"display_width" integer NOT NULL,
	"display_height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_likes_check" CHECK ("gallery_images"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"user_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_likes_user_id_image_id_pk" PRIMARY KEY("user_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "download_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_email" text NOT NULL,
	"photo_url" text NOT NULL,
	"gallery_name" text NOT NULL,
	"user_agent" text NOT NULL,
	"ip_address" text NOT NULL,
	"location" text,
	"download_method" text NOT NULL,
	"device_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whats_new" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" text NOT NULL,
	"update" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"code" text,
	"image_path" text,
	"link" text NOT NULL,
	"discount_percent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"date" date PRIMARY KEY NOT NULL,
	"total_users" integer NOT NULL,
	"pro_users" integer NOT NULL,
	"conversion_rate" double precision NOT NULL,
	"active" integer NOT NULL,
	"pending_cancellation" integer NOT NULL,
	"canceled" integer NOT NULL,
	"legacy_users" integer NOT NULL,
	"rbac_users" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"role" text NOT NULL,
	"is_pro" boolean NOT NULL,
	"is_admin" boolean NOT NULL,
	"subscription_status" text
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"current_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"request_number" integer NOT NULL,
	"image_url" text NOT NULL,
	"top_outfit" text NOT NULL,
	"top_outfit_label" text NOT NULL,
	"outfit" text NOT NULL,
	"bottom_outfit" text NOT NULL,
	"pose" text NOT NULL,
	"pose_id" text NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_links_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "custom_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" integer NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"outfit" text NOT NULL,
	"outfit_label" text NOT NULL,
	"top_outfit" text NOT NULL,
	"top_outfit_label" text NOT NULL,
	"pose" text NOT NULL,
	"pose_label" text NOT NULL,
	"custom_details" text,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled" boolean DEFAULT false NOT NULL,
	"checkout_session_id" text,
	"image_url" text,
	"storage_path" text,
	"original_key" text,
	"thumb_key" text,
	"display_key" text,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "custom_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "custom_requests_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "custom_requests_user_attempt_key" UNIQUE("user_id","attempt_id"),
	CONSTRAINT "custom_requests_status_check" CHECK ("custom_requests"."status" in ('pending_payment', 'paid', 'fulfilled'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_pro_chats_user_id_fk" FOREIGN KEY ("chat_id") REFERENCES "pro_chats"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_chats" ADD CONSTRAINT "pro_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_configs" ADD CONSTRAINT "gallery_configs_folder_id_gallery_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "gallery_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_image_id_gallery_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "gallery_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_events" ADD CONSTRAINT "download_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_id_id_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "pro_chats_last_message_time_idx" ON "pro_chats" USING btree ("last_message_time");--> statement-breakpoint
CREATE INDEX "email_notifications_pending_idx" ON "email_notifications" USING btree ("available_at") WHERE "email_notifications"."processed" = false;--> statement-breakpoint
CREATE INDEX "email_notifications_group_idx" ON "email_notifications" USING btree ("group_key") WHERE "email_notifications"."processed" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_configs_collection_key" ON "gallery_configs" USING btree ("collection_name");--> statement-breakpoint
CREATE INDEX "gallery_images_collection_idx" ON "gallery_images" USING btree ("collection","created_at");--> statement-breakpoint
CREATE INDEX "gallery_likes_image_idx" ON "gallery_likes" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "download_events_created_idx" ON "download_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "whats_new_timestamp_idx" ON "whats_new" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "affiliate_links_created_at_idx" ON "affiliate_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "membership_log_at_idx" ON "membership_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "membership_log_user_at_idx" ON "membership_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "custom_links_user_idx" ON "custom_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_user_idx" ON "custom_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_pending_idx" ON "custom_requests" USING btree ("created_at") WHERE "custom_requests"."status" = 'paid' and "custom_requests"."fulfilled" = false;