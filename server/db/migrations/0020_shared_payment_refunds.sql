CREATE TABLE "sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"reference" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "sandbox_refunds_reference_key" UNIQUE("provider_reference","reference")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "store_order_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_provider_reference_sandbox_payments_provider_reference_fk" FOREIGN KEY ("provider_reference") REFERENCES "public"."sandbox_payments"("provider_reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_due_idx" ON "sandbox_refunds" USING btree ("state","updated_at");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refunded_minor";--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refund_currency";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_order_key" UNIQUE NULLS NOT DISTINCT("payment_id","store_order_id");