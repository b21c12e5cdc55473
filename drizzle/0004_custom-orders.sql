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
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_links_user_idx" ON "custom_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_user_idx" ON "custom_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_pending_idx" ON "custom_requests" USING btree ("created_at") WHERE "custom_requests"."status" = 'paid' and "custom_requests"."fulfilled" = false;