CREATE TABLE "renewal_reminders" (
	"subscription_id" text NOT NULL,
	"renews_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_subscription_id_renews_at_pk" PRIMARY KEY("subscription_id","renews_at")
);
--> statement-breakpoint
CREATE TABLE "retention_offers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"coupon_id" text,
	"percent_off" integer,
	"duration_in_months" integer,
	"renewal_reminder_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;