CREATE TABLE "route_watches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"from_label" text NOT NULL,
	"to_label" text NOT NULL,
	"from_airports" text[] NOT NULL,
	"to_airports" text[] NOT NULL,
	"first_day" text NOT NULL,
	"last_day" text NOT NULL,
	"passengers" integer NOT NULL,
	"categories" text[] NOT NULL,
	"empty_legs" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_matches" (
	"watch_id" text NOT NULL,
	"leg_id" text NOT NULL,
	"leg" jsonb NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "watch_matches_watch_id_leg_id_pk" PRIMARY KEY("watch_id","leg_id")
);
--> statement-breakpoint
CREATE TABLE "watched_legs" (
	"leg_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_mailbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "route_watches_user" ON "route_watches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "route_watches_from" ON "route_watches" USING gin ("from_airports") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "route_watches_to" ON "route_watches" USING gin ("to_airports") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "watch_matches_waiting" ON "watch_matches" USING btree ("watch_id") WHERE "watch_matches"."alerted_at" is null;