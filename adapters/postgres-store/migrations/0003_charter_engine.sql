CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"owner_user_id" text,
	"owner_session_id" text,
	"abone_search_id" text NOT NULL,
	"category" text NOT NULL,
	"tail_number" text NOT NULL,
	"addon_ids" jsonb NOT NULL,
	"use_rewards" boolean NOT NULL,
	"price_breakup" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"busy_from" timestamp with time zone NOT NULL,
	"busy_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_quotes" (
	"search_id" text PRIMARY KEY NOT NULL,
	"quote" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_busy" ON "bookings" USING btree ("status","busy_to");--> statement-breakpoint
CREATE INDEX "bookings_owner_user" ON "bookings" USING btree ("owner_user_id");