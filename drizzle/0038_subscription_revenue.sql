CREATE TABLE "subscription_discounts" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"coupon_id" text NOT NULL,
	"offer" text NOT NULL,
	"promotion_code_id" text,
	"percent_off" double precision,
	"amount_off_cents" integer,
	"duration" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_discounts" ADD CONSTRAINT "subscription_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_discounts_subscription_idx" ON "subscription_discounts" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_discounts_started_idx" ON "subscription_discounts" USING btree ("started_at");