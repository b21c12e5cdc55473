ALTER TABLE "users" ADD COLUMN "complimentary_ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "complimentary_ends_at" = "g"."ends_at" FROM "complimentary_grants" "g" WHERE "g"."user_id" = "users"."id" AND "g"."ended_at" IS NULL;
