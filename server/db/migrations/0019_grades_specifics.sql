CREATE TABLE "card_conditions" (
	"code" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"ja_name" text NOT NULL,
	"ko_name" text NOT NULL,
	"ch_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "ja_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "ko_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ja_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ko_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_values" ADD COLUMN "ja_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_values" ADD COLUMN "ko_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "grader" text;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "grade_tenths" smallint;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "cert_number" text;--> statement-breakpoint
ALTER TABLE "commodities" ADD COLUMN "raw_condition" text;--> statement-breakpoint
CREATE INDEX "commodities_selling_grade_idx" ON "commodities" USING btree ("grader","grade_tenths") WHERE status in (1, 2) and grader is not null;--> statement-breakpoint
CREATE INDEX "commodities_selling_year_idx" ON "commodities" USING btree ("year") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "commodities_selling_condition_idx" ON "commodities" USING btree ("raw_condition") WHERE status in (1, 2) and raw_condition is not null;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_grading_check" CHECK (("commodities"."grader" is null) = ("commodities"."grade_tenths" is null) and ("commodities"."grader" is null or "commodities"."raw_condition" is null));