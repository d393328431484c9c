ALTER TABLE "staff_access_log" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departs_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "route_codes" text[];--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD COLUMN "customer_user_id" text;--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD COLUMN "details" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "bookings_departs" ON "bookings" USING btree ("departs_at");--> statement-breakpoint
CREATE INDEX "bookings_route" ON "bookings" USING gin ("route_codes");--> statement-breakpoint
CREATE INDEX "staff_access_customer" ON "staff_access_log" USING btree ("customer_user_id","at");--> statement-breakpoint
CREATE INDEX "staff_access_at" ON "staff_access_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reference" ON "wallet_entries" USING btree ("reference") WHERE reference is not null;
--> statement-breakpoint
-- Bookings stored before these columns: the route from their legs; the departure from when
-- their aircraft was first taken (the repositioning before the first leg, a few hours early).
UPDATE "bookings" SET "route_codes" = ARRAY(
  SELECT leg->'departureAirport'->>'icaoCode' FROM jsonb_array_elements("legs") AS leg
) || ARRAY(SELECT "legs"->-1->'arrivalAirport'->>'icaoCode'), "departs_at" = "busy_from"
WHERE "route_codes" IS NULL;--> statement-breakpoint
-- The back office's prefix searches (a reference, an e-mail, a name as typed), whatever the
-- database's collation: text_pattern_ops lets LIKE 'abc%' use the index.
CREATE INDEX "bookings_id_pattern" ON "bookings" ("id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_pattern" ON "users" ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_pattern" ON "users" (lower("firstname" || ' ' || "lastname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_pattern" ON "users" (lower("lastname") text_pattern_ops);
