ALTER TABLE "bookings" ADD COLUMN "empty_leg_of" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "empty_leg_direction" text;--> statement-breakpoint
CREATE INDEX "bookings_tail" ON "bookings" USING btree ("tail_number","busy_to");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_empty_leg_once" ON "bookings" USING btree ("empty_leg_of","empty_leg_direction") WHERE status in ('RESERVED', 'BOOKED');