CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_user_id" text,
	"visitor_name" text,
	"visitor_email" text,
	"booking_id" text,
	"status" text NOT NULL,
	"assignee_user_id" text,
	"assignee_name" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_customer_seq" integer DEFAULT 0 NOT NULL,
	"last_staff_seq" integer DEFAULT 0 NOT NULL,
	"customer_read_seq" integer DEFAULT 0 NOT NULL,
	"staff_read_seq" integer DEFAULT 0 NOT NULL,
	"emailed_through_seq" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"no_answer_notice_at" timestamp with time zone,
	"awaiting_email" boolean DEFAULT false NOT NULL,
	"customer_present_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" text,
	"author_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_customer" ON "chat_conversations" USING btree ("customer_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_open" ON "chat_conversations" USING btree ("status","waiting_since");--> statement-breakpoint
CREATE INDEX "chat_conversations_unseen" ON "chat_conversations" USING btree ("last_message_at") WHERE last_staff_seq > greatest(customer_read_seq, emailed_through_seq);