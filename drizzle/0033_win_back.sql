CREATE TABLE "win_back_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "win_back_sends" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"pro_ended_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "win_back_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "win_back_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "win_back_percent_off" integer;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "win_back_duration_in_months" integer;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "win_back_code" text;--> statement-breakpoint
ALTER TABLE "win_back_opt_outs" ADD CONSTRAINT "win_back_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_back_sends" ADD CONSTRAINT "win_back_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;