CREATE TABLE "complimentary_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "complimentary_grants_end_reason_check" CHECK ("complimentary_grants"."end_reason" in ('expired', 'revoked', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "member_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_refunds_amount_check" CHECK ("member_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "complimentary_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "complimentary" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "mrr_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "new_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "cancelled_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "churned_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "refunds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_log" ADD COLUMN "complimentary_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complimentary_grants" ADD CONSTRAINT "complimentary_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complimentary_grants" ADD CONSTRAINT "complimentary_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_refunds" ADD CONSTRAINT "member_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_refunds" ADD CONSTRAINT "member_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complimentary_grants_open_key" ON "complimentary_grants" USING btree ("user_id") WHERE "complimentary_grants"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "complimentary_grants_due_idx" ON "complimentary_grants" USING btree ("ends_at") WHERE "complimentary_grants"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "member_refunds_user_idx" ON "member_refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_refunds_created_idx" ON "member_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_customer_idx" ON "payment_events" USING btree ("customer_id","received_at");--> statement-breakpoint
-- The membership log now also records complimentary Pro, so analytics can count it apart.
CREATE OR REPLACE FUNCTION membership_log_append() RETURNS trigger AS $$
DECLARE
  changed_at timestamptz := coalesce(nullif(current_setting('app.membership_changed_at', true), '')::timestamptz, now());
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, complimentary_pro, subscription_status)
    VALUES (NEW.id, changed_at, 'signed_up', NEW.role, NEW.is_pro, NEW.is_admin, NEW.complimentary_pro, NEW.subscription_status);
  ELSIF TG_OP = 'UPDATE' THEN
    IF (NEW.role, NEW.is_pro, NEW.is_admin, NEW.complimentary_pro, NEW.subscription_status)
       IS DISTINCT FROM (OLD.role, OLD.is_pro, OLD.is_admin, OLD.complimentary_pro, OLD.subscription_status) THEN
      INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, complimentary_pro, subscription_status)
      VALUES (NEW.id, changed_at, 'changed', NEW.role, NEW.is_pro, NEW.is_admin, NEW.complimentary_pro, NEW.subscription_status);
    END IF;
  ELSE
    INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, complimentary_pro, subscription_status)
    VALUES (OLD.id, changed_at, 'deleted', OLD.role, OLD.is_pro, OLD.is_admin, OLD.complimentary_pro, OLD.subscription_status);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
