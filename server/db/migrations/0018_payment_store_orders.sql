CREATE TABLE "payment_store_orders" (
	"payment_id" integer NOT NULL,
	"store_order_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "payment_store_orders_payment_id_store_order_id_pk" PRIMARY KEY("payment_id","store_order_id")
);
--> statement-breakpoint
ALTER TABLE "payment_store_orders" ADD CONSTRAINT "payment_store_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_store_orders" ADD CONSTRAINT "payment_store_orders_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_store_orders_order_idx" ON "payment_store_orders" USING btree ("store_order_id");