CREATE TABLE "payment_catch_up" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
