CREATE TABLE "booking_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"booking_version" timestamp with time zone NOT NULL,
	"previous_legs" jsonb NOT NULL,
	"previous_tail_number" text NOT NULL,
	"previous_total_cents" integer NOT NULL,
	"abone_search_id" text NOT NULL,
	"tail_number" text NOT NULL,
	"legs" jsonb NOT NULL,
	"price_breakup" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"busy_from" timestamp with time zone NOT NULL,
	"busy_to" timestamp with time zone NOT NULL,
	"departs_at" timestamp with time zone,
	"arrives_at" timestamp with time zone,
	"quoted_refund_cents" integer NOT NULL,
	"quoted_admin_fee_cents" integer NOT NULL,
	"rule" text,
	"released" jsonb NOT NULL,
	"payment_id" text,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "payment_refunds_once";--> statement-breakpoint
DROP INDEX "payments_one_approved_per_stage";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "change_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" text;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking" ON "booking_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_changes_paying" ON "booking_changes" USING btree ("tail_number") WHERE status = 'PAYING';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_once_per_change" ON "payment_refunds" USING btree ("payment_id","change_id") WHERE change_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_approved_per_change" ON "payments" USING btree ("change_id") WHERE status = 'APPROVED' and change_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_once" ON "payment_refunds" USING btree ("payment_id","reason") WHERE change_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_approved_per_stage" ON "payments" USING btree ("booking_id","kind") WHERE status = 'APPROVED' and kind <> 'CHANGE';