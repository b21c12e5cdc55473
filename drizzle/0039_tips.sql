CREATE TABLE "tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"message" text,
	"place" text NOT NULL,
	"target_id" uuid NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "tips_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tips_attempt_key" ON "tips" USING btree ("user_id","attempt_id");--> statement-breakpoint
CREATE INDEX "tips_paid_idx" ON "tips" USING btree ("paid_at","id");