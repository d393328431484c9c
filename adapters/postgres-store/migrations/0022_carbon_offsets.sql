CREATE TABLE "carbon_offsets" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"tenths" integer NOT NULL,
	"serial" text NOT NULL,
	"registry" text NOT NULL,
	"status" text NOT NULL,
	"retired_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "carbon_offsets_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
ALTER TABLE "carbon_offsets" ADD CONSTRAINT "carbon_offsets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carbon_offsets_status_idx" ON "carbon_offsets" USING btree ("status");