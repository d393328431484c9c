CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"admin_fee_cents" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_fee_cents" integer NOT NULL,
	"flight_amount_cents" integer NOT NULL,
	"rewards_used_cents" integer NOT NULL,
	"booking_version" timestamp with time zone NOT NULL,
	"client_key" text,
	"charge_id" text,
	"masked_card" text,
	"brand" text,
	"decline_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrives_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_once" ON "payment_refunds" USING btree ("payment_id","reason");--> statement-breakpoint
CREATE INDEX "payment_refunds_status" ON "payment_refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_booking" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_booking" ON "payments" USING btree ("booking_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_approved_per_stage" ON "payments" USING btree ("booking_id","kind") WHERE status = 'APPROVED';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_key" ON "payments" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "bookings_hold" ON "bookings" USING btree ("status","hold_until");