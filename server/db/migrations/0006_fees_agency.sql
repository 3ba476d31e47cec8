CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" text NOT NULL,
	"nation" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"agency_address" text NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	CONSTRAINT "agencies_area_id_unique" UNIQUE("area_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"country" text NOT NULL,
	"street_address" text NOT NULL,
	"street_address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_fee_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_source" text DEFAULT '*' NOT NULL,
	"seller_source" text DEFAULT '*' NOT NULL,
	"pay_type" smallint DEFAULT 0 NOT NULL,
	"fee_percent" numeric(6, 3) NOT NULL,
	"minimum_cents" bigint DEFAULT 50 NOT NULL,
	"discount_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "service_fee_rates_check" CHECK ("service_fee_rates"."fee_percent" >= 0 and "service_fee_rates"."minimum_cents" >= 0 and "service_fee_rates"."discount_percent" >= 0 and "service_fee_rates"."discount_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_address_id" integer;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "is_guarantee" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_addresses" ADD CONSTRAINT "transfer_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_addresses_member_idx" ON "transfer_addresses" USING btree ("member_id","country","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_fee_rates_key" ON "service_fee_rates" USING btree ("buyer_source","seller_source","pay_type");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;