CREATE TABLE "id_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"document_last4" text NOT NULL,
	"country" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"decide_at" timestamp with time zone NOT NULL,
	"verdict" smallint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"buyer_member_id" integer NOT NULL,
	"seller_member_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"business_type" smallint DEFAULT 0 NOT NULL,
	"order_status" smallint DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"item_cents" bigint NOT NULL,
	"postage_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"is_guarantee" smallint DEFAULT 6 NOT NULL,
	"address_id" integer,
	"pay_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_money_check" CHECK ("orders"."item_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "auctions_user_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "leader_member_id" integer;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "leader_max_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_event_id" integer;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_member_id_members_id_fk" FOREIGN KEY ("buyer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_verifications_member_idx" ON "id_verifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "id_verifications_due_idx" ON "id_verifications" USING btree ("decide_at") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_member_id","order_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_member_id","order_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_per_auction_idx" ON "orders" USING btree ("commodity_id") WHERE source = 'auction';--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_leader_member_id_members_id_fk" FOREIGN KEY ("leader_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chp_ledger_one_hold_idx" ON "chp_ledger" USING btree ("member_id","reference") WHERE kind = 'hold';--> statement-breakpoint
CREATE UNIQUE INDEX "chp_ledger_one_release_idx" ON "chp_ledger" USING btree ("member_id","reference") WHERE kind = 'release';--> statement-breakpoint
CREATE INDEX "commodities_auction_due_idx" ON "commodities" USING btree ("ends_at","id") WHERE status in (1, 2) and by_way = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_source_event_idx" ON "notifications" USING btree ("source_event_id","member_id");