CREATE TABLE "sandbox_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_code" text NOT NULL,
	"tracking_number" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"callback_url" text,
	"pushed_steps" smallint DEFAULT 0 NOT NULL,
	"next_push_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"seller_member_id" integer NOT NULL,
	"carrier_code" text NOT NULL,
	"tracking_number" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"subscribed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"finish_due_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"provider_event_id" text NOT NULL,
	"state" smallint NOT NULL,
	"station" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"from_member_id" integer NOT NULL,
	"to_member_id" integer NOT NULL,
	"appraisal_type" smallint NOT NULL,
	"appraisal_status" smallint NOT NULL,
	"content" text NOT NULL,
	"commodity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_kind_check" CHECK ("feedback"."appraisal_type" in (1, 2) and "feedback"."appraisal_status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"member_id" integer,
	"amount_cents" bigint NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "buy_favorable_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "buy_negative_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sell_favorable_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sell_negative_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_parcels_number_idx" ON "sandbox_parcels" USING btree ("carrier_code","tracking_number");--> statement-breakpoint
CREATE INDEX "sandbox_parcels_due_idx" ON "sandbox_parcels" USING btree ("next_push_at") WHERE next_push_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("carrier_code","tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_finish_due_idx" ON "shipments" USING btree ("finish_due_at") WHERE finished_at is null;--> statement-breakpoint
CREATE INDEX "shipments_seller_idx" ON "shipments" USING btree ("seller_member_id","shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_provider_idx" ON "tracking_events" USING btree ("shipment_id","provider_event_id");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_one_per_side_idx" ON "feedback" USING btree ("order_kind","order_id","appraisal_type");--> statement-breakpoint
CREATE INDEX "feedback_to_member_idx" ON "feedback" USING btree ("to_member_id","appraisal_type","appraisal_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_idx" ON "ledger_entries" USING btree ("order_kind","order_id","event","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_store_idx" ON "store_orders" USING btree ("store_id","order_status","created_at");--> statement-breakpoint
-- Orders paid before the order-money book existed hold their payment in escrow from now on.
INSERT INTO "ledger_entries" ("account", "amount_cents", "order_kind", "order_id", "event", "created_at")
SELECT 'escrow', "total_cents", 'order', "id", 'paid', coalesce("paid_at", now()) FROM "orders" WHERE "order_status" IN (2, 3);--> statement-breakpoint
INSERT INTO "ledger_entries" ("account", "amount_cents", "order_kind", "order_id", "event", "created_at")
SELECT 'escrow', "total_cents", 'store_order', "id", 'paid', coalesce("paid_at", now()) FROM "store_orders" WHERE "order_status" IN (2, 3);
