CREATE INDEX "users_member_list_idx" ON "users" USING btree (coalesce("subscription_start_date", '-infinity'::timestamptz),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);