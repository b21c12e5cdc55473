CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"text" text NOT NULL,
	"sender_id" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_chats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_name" text DEFAULT 'Anonymous User' NOT NULL,
	"last_message_time" timestamp with time zone,
	"unread_by_admin" integer DEFAULT 0 NOT NULL,
	"unread_by_user" integer DEFAULT 0 NOT NULL,
	"admin_viewing" boolean DEFAULT false NOT NULL,
	"last_admin_access" timestamp with time zone,
	"user_sending_since" timestamp with time zone,
	"admin_sending_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_pro_chats_user_id_fk" FOREIGN KEY ("chat_id") REFERENCES "pro_chats"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_chats" ADD CONSTRAINT "pro_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_id_id_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "pro_chats_last_message_time_idx" ON "pro_chats" USING btree ("last_message_time");