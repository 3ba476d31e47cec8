CREATE TABLE "tax_refund_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"business_type" smallint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"real_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"forecast_cents" bigint NOT NULL,
	"real_cents" bigint,
	"remarks" text,
	"due_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_refund_orders" (
	"application_id" integer NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"tax_cents" bigint NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_refund_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"image_id" integer,
	"document_id" integer
);
--> statement-breakpoint
CREATE TABLE "uploaded_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "warehouse_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_cents" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"check_image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_note" text,
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"warehouse_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "warehouse_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"custom_detail" text DEFAULT 'Card' NOT NULL,
	"custom_count" integer NOT NULL,
	"custom_unit_price_cents" bigint NOT NULL,
	"carrier_code" text NOT NULL,
	"declarant_name" text,
	"declarant_id_number" text,
	"address_id" integer,
	"consignee" text NOT NULL,
	"nation" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"address_detail" text NOT NULL,
	"weight_grams" integer,
	"postage_cents" bigint,
	"tax_cents" bigint,
	"total_cents" bigint,
	"weighed_at" timestamp with time zone,
	"weighed_by" integer,
	"pay_type" smallint,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"shipped_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "weight_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"region" text NOT NULL,
	"min_grams" integer NOT NULL,
	"max_grams" integer NOT NULL,
	"fee_cents" bigint NOT NULL,
	CONSTRAINT "weight_bands_range_check" CHECK ("weight_bands"."min_grams" >= 0 and "weight_bands"."max_grams" >= "weight_bands"."min_grams")
);
--> statement-breakpoint
ALTER TABLE "tax_refund_applications" ADD CONSTRAINT "tax_refund_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_refund_applications" ADD CONSTRAINT "tax_refund_applications_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_refund_orders" ADD CONSTRAINT "tax_refund_orders_application_id_tax_refund_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tax_refund_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_refund_proofs" ADD CONSTRAINT "tax_refund_proofs_application_id_tax_refund_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tax_refund_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_received_by_members_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_checked_by_members_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_weighed_by_members_id_fk" FOREIGN KEY ("weighed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_shipped_by_members_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_bands" ADD CONSTRAINT "weight_bands_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_refund_applications_member_idx" ON "tax_refund_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "tax_refund_applications_state_idx" ON "tax_refund_applications" USING btree ("state","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_refund_orders_pk" ON "tax_refund_orders" USING btree ("application_id","order_kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_refund_orders_live_idx" ON "tax_refund_orders" USING btree ("order_kind","order_id") WHERE active = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_items_order_idx" ON "warehouse_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warehouse_items_member_idx" ON "warehouse_items" USING btree ("member_id","agency_id","received_at");--> statement-breakpoint
CREATE INDEX "warehouse_items_check_due_idx" ON "warehouse_items" USING btree ("checked_at") WHERE confirmed_at is null and checked_at is not null;--> statement-breakpoint
CREATE INDEX "warehouse_orders_member_idx" ON "warehouse_orders" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_orders_status_idx" ON "warehouse_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "weight_bands_lookup_idx" ON "weight_bands" USING btree ("agency_id","region","min_grams");