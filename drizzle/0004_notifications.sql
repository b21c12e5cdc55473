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
CREATE INDEX "email_notifications_pending_idx" ON "email_notifications" USING btree ("available_at") WHERE "email_notifications"."processed" = false;--> statement-breakpoint
CREATE INDEX "email_notifications_group_idx" ON "email_notifications" USING btree ("group_key") WHERE "email_notifications"."processed" = false;