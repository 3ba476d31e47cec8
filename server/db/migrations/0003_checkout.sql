CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"charged_minor" bigint NOT NULL,
	"channel_code" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payments_code_unique" UNIQUE("code"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0 and "payments"."charged_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"commodity_id" integer NOT NULL,
	"buyer_member_id" integer NOT NULL,
	"seller_member_id" integer NOT NULL,
	"bargain_type" smallint DEFAULT 1 NOT NULL,
	"parent_offer_id" integer,
	"price_cents" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reply_due_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "offers_price_check" CHECK ("offers"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_num_check" CHECK ("cart_lines"."num" >= 1)
);
--> statement-breakpoint
CREATE TABLE "store_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_order_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"title" text NOT NULL,
	"condition_name" text NOT NULL,
	CONSTRAINT "store_order_lines_quantity_check" CHECK ("store_order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"buyer_member_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"order_status" smallint DEFAULT 1 NOT NULL,
	"items_cents" bigint NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"postage_type" smallint NOT NULL,
	"postage_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"consignee" text NOT NULL,
	"telephone" text NOT NULL,
	"postal_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_name" text NOT NULL,
	"address_detail" text NOT NULL,
	"pay_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "store_orders_money_check" CHECK ("store_orders"."items_cents" >= 0 and "store_orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "condition_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignee" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_detail" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_member_id_members_id_fk" FOREIGN KEY ("buyer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_condition_id_commodity_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."commodity_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_condition_id_commodity_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."commodity_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_buyer_member_id_members_id_fk" FOREIGN KEY ("buyer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_idx" ON "payments" USING btree ("purpose","reference_id") WHERE status = 1 and purpose <> 'chp';--> statement-breakpoint
CREATE INDEX "offers_item_buyer_idx" ON "offers" USING btree ("commodity_id","buyer_member_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "offers_due_idx" ON "offers" USING btree ("reply_due_at") WHERE status = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_member_condition_key" ON "cart_lines" USING btree ("member_id","condition_id");--> statement-breakpoint
CREATE INDEX "store_order_lines_order_idx" ON "store_order_lines" USING btree ("store_order_id");--> statement-breakpoint
CREATE INDEX "store_order_lines_bought_idx" ON "store_order_lines" USING btree ("condition_id");--> statement-breakpoint
CREATE INDEX "store_orders_buyer_idx" ON "store_orders" USING btree ("buyer_member_id","order_status","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_unpaid_due_idx" ON "store_orders" USING btree ("pay_due_at") WHERE order_status = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_sale_idx" ON "orders" USING btree ("commodity_id") WHERE source in ('buynow', 'offer') and order_status < 6;--> statement-breakpoint
CREATE INDEX "orders_unpaid_due_idx" ON "orders" USING btree ("pay_due_at") WHERE order_status = 1;