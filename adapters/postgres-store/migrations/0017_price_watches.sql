ALTER TABLE "route_watches" ADD COLUMN "price" jsonb;--> statement-breakpoint
ALTER TABLE "route_watches" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "route_watches" ADD COLUMN "priced_cents" integer;--> statement-breakpoint
ALTER TABLE "route_watches" ADD COLUMN "price_told_cents" integer;--> statement-breakpoint
CREATE INDEX "route_watches_priced" ON "route_watches" USING btree ("priced_at") WHERE "route_watches"."price" is not null;