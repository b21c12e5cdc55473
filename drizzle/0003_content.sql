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
CREATE INDEX "whats_new_timestamp_idx" ON "whats_new" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "affiliate_links_created_at_idx" ON "affiliate_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "membership_log_at_idx" ON "membership_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "membership_log_user_at_idx" ON "membership_log" USING btree ("user_id","at");