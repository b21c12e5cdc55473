CREATE TABLE "content_notices" (
	"item_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_notices_item_key_user_id_channel_pk" PRIMARY KEY("item_key","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_new_content" boolean DEFAULT true NOT NULL,
	"email_chat_replies" boolean DEFAULT true NOT NULL,
	"email_order_updates" boolean DEFAULT true NOT NULL,
	"email_offers" boolean DEFAULT true NOT NULL,
	"push_new_content" boolean DEFAULT true NOT NULL,
	"push_chat_replies" boolean DEFAULT true NOT NULL,
	"push_order_updates" boolean DEFAULT true NOT NULL,
	"push_offers" boolean DEFAULT true NOT NULL,
	"bounced_address" text,
	"bounced_at" timestamp with time zone,
	"bounce_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "content_notices" ADD CONSTRAINT "content_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_notices_user_idx" ON "content_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");