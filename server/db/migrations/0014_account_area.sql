CREATE TABLE "member_agreements" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_agreements_member_id_key_version_pk" PRIMARY KEY("member_id","key","version")
);
--> statement-breakpoint
CREATE TABLE "service_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_agreements_key_language_version_key" UNIQUE("key","language","version")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "location_code" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "ssn_last4" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD CONSTRAINT "member_agreements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_agreements_key_idx" ON "service_agreements" USING btree ("key","version");