CREATE TABLE "coupon_shares" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_shares_token_key" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "coupon_shares" ADD CONSTRAINT "coupon_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;