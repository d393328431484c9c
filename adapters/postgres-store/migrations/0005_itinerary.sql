CREATE TABLE "itinerary_legs" (
	"booking_id" text NOT NULL,
	"leg_order" integer NOT NULL,
	"tail_number" text,
	"crews" jsonb NOT NULL,
	"crew_settings" boolean,
	"origin_fbo" jsonb NOT NULL,
	"destination_fbo" jsonb NOT NULL,
	"ground_transportation_notes" text,
	"catering_notes" text,
	"miscellaneous_notes" text,
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "itinerary_legs_booking_id_leg_order_pk" PRIMARY KEY("booking_id","leg_order")
);
--> statement-breakpoint
CREATE TABLE "staff_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"action" text NOT NULL,
	"booking_id" text NOT NULL,
	"found" boolean NOT NULL,
	"request_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_access_booking" ON "staff_access_log" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "staff_access_actor" ON "staff_access_log" USING btree ("actor_user_id","at");