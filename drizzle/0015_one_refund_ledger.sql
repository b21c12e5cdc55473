ALTER TABLE "payment_refunds" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The member manager's refunds move into the one ledger. A refund the webhook
-- had already recorded there keeps its row and gains what only the member
-- manager knew: the invoice it refunded and who refunded it.
INSERT INTO "payment_refunds" ("id", "payment_intent_id", "amount_cents", "kind", "subject_id", "user_id", "refunded_by", "reason", "created_at")
SELECT "id", "payment_intent_id", "amount_cents", 'subscription', "invoice_id", "user_id", "refunded_by", 'requested_by_customer', "created_at"
FROM "member_refunds"
ON CONFLICT ("id") DO UPDATE SET
  "kind" = 'subscription',
  "subject_id" = EXCLUDED."subject_id",
  "user_id" = coalesce("payment_refunds"."user_id", EXCLUDED."user_id"),
  "refunded_by" = EXCLUDED."refunded_by",
  "reason" = coalesce("payment_refunds"."reason", EXCLUDED."reason"),
  "created_at" = least("payment_refunds"."created_at", EXCLUDED."created_at");--> statement-breakpoint
DROP TABLE "member_refunds" CASCADE;--> statement-breakpoint
CREATE INDEX "payment_refunds_user_idx" ON "payment_refunds" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0);
