CREATE TABLE "booking_emergency_contacts" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"fname" text NOT NULL,
	"lname" text NOT NULL,
	"phone_number" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"booking_id" text NOT NULL,
	"traveller_id" text NOT NULL,
	"legs" jsonb NOT NULL,
	"lead" boolean NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"seq" serial NOT NULL,
	CONSTRAINT "booking_passengers_booking_id_traveller_id_pk" PRIMARY KEY("booking_id","traveller_id")
);
--> statement-breakpoint
CREATE TABLE "limo_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"fname" text NOT NULL,
	"mname" text NOT NULL,
	"lname" text NOT NULL,
	"dob" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" text NOT NULL,
	"passport_country" text NOT NULL,
	"tag" text,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limo_requests_booking" ON "limo_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "travellers_owner" ON "travellers" USING btree ("owner_user_id");