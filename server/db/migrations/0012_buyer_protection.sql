CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_member_id" integer NOT NULL,
	"desk" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_desks" (
	"member_id" integer NOT NULL,
	"desk" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_desks_member_id_desk_pk" PRIMARY KEY("member_id","desk")
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"author_member_id" integer NOT NULL,
	"role" text NOT NULL,
	"body" text NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_messages_images_check" CHECK (cardinality("case_messages"."image_ids") <= 3)
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_member_id" integer NOT NULL,
	"seller_member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"reopen_count" smallint DEFAULT 0 NOT NULL,
	"appeal_count" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"refund_item_cents" bigint,
	"refund_postage_cents" bigint,
	"refund_fee_tax_cents" bigint,
	"return_consignee" text,
	"return_mobile" text,
	"return_nation" text,
	"return_province" text,
	"return_city" text,
	"return_zip_code" text,
	"return_address" text,
	"return_carrier_code" text,
	"return_tracking_number" text,
	"return_shipped_at" timestamp with time zone,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cases_refund_check" CHECK (coalesce("cases"."refund_item_cents", 0) >= 0 and coalesce("cases"."refund_postage_cents", 0) >= 0 and coalesce("cases"."refund_fee_tax_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_member_id_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_desks" ADD CONSTRAINT "staff_desks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_buyer_member_id_members_id_fk" FOREIGN KEY ("buyer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_member_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_subject_idx" ON "staff_actions" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_staff_idx" ON "staff_actions" USING btree ("staff_member_id","created_at");--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_one_per_order_idx" ON "cases" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "cases_buyer_idx" ON "cases" USING btree ("buyer_member_id","updated_at");--> statement-breakpoint
CREATE INDEX "cases_seller_idx" ON "cases" USING btree ("seller_member_id","updated_at");--> statement-breakpoint
CREATE INDEX "cases_due_idx" ON "cases" USING btree ("due_at") WHERE due_at is not null;