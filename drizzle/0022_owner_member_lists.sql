CREATE INDEX "users_member_list_idx" ON "users" USING btree (coalesce("subscription_start_date", '-infinity'::timestamptz),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_member_list_status_idx" ON "users" USING btree ("subscription_status",coalesce("subscription_start_date", '-infinity'::timestamptz),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_member_list_complimentary_idx" ON "users" USING btree (coalesce("subscription_start_date", '-infinity'::timestamptz),"created_at","id") WHERE "users"."complimentary_pro";--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_past_due_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'past_due';