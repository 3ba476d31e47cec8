CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"free_cents" bigint NOT NULL,
	"is_all_use" boolean DEFAULT true NOT NULL,
	"commodity_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"share" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_free_check" CHECK ("coupons"."free_cents" > 0 and "coupons"."valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_store_order_id" integer,
	"used_at" timestamp with time zone,
	"shared_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD COLUMN "member_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_one_per_share_idx" ON "member_coupons" USING btree ("member_id","shared_order_id") WHERE shared_order_id is not null;