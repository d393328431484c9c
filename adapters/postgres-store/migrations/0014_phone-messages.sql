CREATE TABLE "sms_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"action" text NOT NULL,
	"accounts" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_phone" text;--> statement-breakpoint
CREATE INDEX "sms_inbound_phone" ON "sms_inbound" USING btree ("phone","received_at");--> statement-breakpoint
CREATE INDEX "users_sms_phone" ON "users" USING btree ("sms_phone");