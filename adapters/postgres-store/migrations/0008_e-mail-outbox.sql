CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"email" text,
	"booking_id" text,
	"facts" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claim_token" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"subject" text,
	"recipient" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME TO "local_mailbox";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
ALTER TABLE "local_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_due" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_booking" ON "outbox_messages" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_user" ON "outbox_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "local_mailbox_created_idx" ON "local_mailbox" USING btree ("created_at");--> statement-breakpoint
-- Every node's sender listens: a statement that queued messages wakes them when it commits
-- (NOTIFY is delivered on commit only, and never for a rolled-back insert).
CREATE FUNCTION "outbox_messages_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_messages', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_messages_queued" AFTER INSERT ON "outbox_messages" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_messages_notify"();
