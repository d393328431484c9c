DROP INDEX "bookings_route";--> statement-breakpoint
CREATE INDEX "bookings_desk_order" ON "bookings" USING btree ("departs_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bookings_route" ON "bookings" USING gin ("route_codes") WITH (fastupdate=false);