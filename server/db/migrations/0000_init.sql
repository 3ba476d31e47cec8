CREATE TABLE "human_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"ticket_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"email" text,
	"area_code" text,
	"phone_country" text,
	"tel_phone" text,
	"password_hash" text NOT NULL,
	"member_source" text DEFAULT 'US' NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"is_sell" boolean DEFAULT false NOT NULL,
	"point_count" integer DEFAULT 0 NOT NULL,
	"verify_status" smallint DEFAULT 0 NOT NULL,
	"head_portrait" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text,
	"state_code" text,
	"invite_code" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"country" text NOT NULL,
	"street_address" text NOT NULL,
	"street_address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chp_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"code" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"currency" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_rate" numeric(14, 6) NOT NULL,
	"additional_amount" numeric(14, 6) DEFAULT '0' NOT NULL,
	"decimals" smallint DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tax_percent" numeric(6, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"en_name" text NOT NULL,
	"ch_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_check" CHECK ("categories"."level" between 1 and 3 and ("categories"."level" = 1) = ("categories"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "category_properties" (
	"category_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_properties_category_id_property_id_pk" PRIMARY KEY("category_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"control_name" text NOT NULL,
	"en_name" text NOT NULL,
	"ch_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "properties_control_name_unique" UNIQUE("control_name")
);
--> statement-breakpoint
CREATE TABLE "property_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"en_name" text NOT NULL,
	"ch_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"manufacturer_type" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "manufacturers_type_check" CHECK ("manufacturers"."manufacturer_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_member_id" integer NOT NULL,
	"store_name" text NOT NULL,
	"store_logo" text NOT NULL,
	"about_store" text DEFAULT '' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"area_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_seller_member_id_unique" UNIQUE("seller_member_id"),
	CONSTRAINT "stores_store_name_unique" UNIQUE("store_name")
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"tit_img" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_category_id" integer NOT NULL,
	"second_category_id" integer NOT NULL,
	"third_category_id" integer NOT NULL,
	"manufacturer_id" integer,
	"year" smallint,
	"series" text,
	"card_number" text,
	"player" text,
	"is_graded" boolean DEFAULT false NOT NULL,
	"grade" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"by_way" smallint NOT NULL,
	"bargain" boolean DEFAULT false NOT NULL,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"price_cents" bigint NOT NULL,
	"start_price_cents" bigint NOT NULL,
	"offer_min_cents" bigint,
	"offer_auto_accept_cents" bigint,
	"postage_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_num" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"extended_bidding_seconds" integer,
	"auction_count" integer DEFAULT 0 NOT NULL,
	"attention_count" integer DEFAULT 0 NOT NULL,
	"seller_member_id" integer NOT NULL,
	"store_id" integer,
	"member_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "commodities_code_unique" UNIQUE("code"),
	CONSTRAINT "commodities_by_way_check" CHECK ("commodities"."by_way" in (1, 2)),
	CONSTRAINT "commodities_status_check" CHECK ("commodities"."status" in (-2, -1, 0, 1, 2)),
	CONSTRAINT "commodities_order_type_check" CHECK ("commodities"."order_type" in (0, 1)),
	CONSTRAINT "commodities_prices_check" CHECK ("commodities"."price_cents" >= 0 and "commodities"."start_price_cents" >= 0 and "commodities"."postage_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commodity_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"commodity_id" integer NOT NULL,
	"condition_name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"underlined_price_cents" bigint,
	"show_price" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"is_limit" boolean DEFAULT false NOT NULL,
	"limit_num" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commodity_conditions_stock_check" CHECK ("commodity_conditions"."stock" >= 0 and "commodity_conditions"."quantity_sold" >= 0 and "commodity_conditions"."price_cents" > 0),
	CONSTRAINT "commodity_conditions_limit_check" CHECK (not "commodity_conditions"."is_limit" or "commodity_conditions"."limit_num" > 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"commodity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"max_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"is_auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"img_url" text NOT NULL,
	"click_type" smallint NOT NULL,
	"click_url" text NOT NULL,
	"area_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_click_type_check" CHECK ("banners"."click_type" in (0, 2, 6, 9, 10))
);
--> statement-breakpoint
CREATE TABLE "followed_sellers" (
	"member_id" integer NOT NULL,
	"seller_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_sellers_member_id_seller_member_id_pk" PRIMARY KEY("member_id","seller_member_id")
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"member_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_member_id_commodity_id_pk" PRIMARY KEY("member_id","commodity_id")
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"member_id" integer NOT NULL,
	"blocked_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_member_id_blocked_member_id_pk" PRIMARY KEY("member_id","blocked_member_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts_sent" (
	"saved_search_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_sent_saved_search_id_commodity_id_pk" PRIMARY KEY("saved_search_id","commodity_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"query" text NOT NULL,
	"show_value" text NOT NULL,
	"img_url" text NOT NULL,
	"is_notice" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_scope_key_pk" PRIMARY KEY("member_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"send_type" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"relation_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "tour_history" (
	"member_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_history_member_id_commodity_id_pk" PRIMARY KEY("member_id","commodity_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"source" text NOT NULL,
	"other" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_other_length_check" CHECK (char_length("survey_answers"."other") <= 200)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chp_ledger" ADD CONSTRAINT "chp_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_values" ADD CONSTRAINT "property_values_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_area_code_areas_code_fk" FOREIGN KEY ("area_code") REFERENCES "public"."areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_first_category_id_categories_id_fk" FOREIGN KEY ("first_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_second_category_id_categories_id_fk" FOREIGN KEY ("second_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_third_category_id_categories_id_fk" FOREIGN KEY ("third_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_conditions" ADD CONSTRAINT "commodity_conditions_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_area_code_areas_code_fk" FOREIGN KEY ("area_code") REFERENCES "public"."areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_sellers" ADD CONSTRAINT "followed_sellers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_sellers" ADD CONSTRAINT "followed_sellers_seller_member_id_members_id_fk" FOREIGN KEY ("seller_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_member_id_members_id_fk" FOREIGN KEY ("blocked_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts_sent" ADD CONSTRAINT "saved_search_alerts_sent_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts_sent" ADD CONSTRAINT "saved_search_alerts_sent_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_history" ADD CONSTRAINT "tour_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_history" ADD CONSTRAINT "tour_history_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "human_checks_ticket_key" ON "human_checks" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_key" ON "members" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_key" ON "members" USING btree ("area_code","tel_phone");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("destination","purpose","created_at");--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chp_ledger_member_idx" ON "chp_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_rates_updated_idx" ON "exchange_rates" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_parent_name_key" ON "categories" USING btree (coalesce("parent_id", 0),"en_name");--> statement-breakpoint
CREATE INDEX "category_properties_property_idx" ON "category_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_values_property_name_key" ON "property_values" USING btree ("property_id","en_name");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_type_name_key" ON "manufacturers" USING btree ("manufacturer_type","name");--> statement-breakpoint
CREATE INDEX "stores_recommended_idx" ON "stores" USING btree ("is_recommended","id");--> statement-breakpoint
CREATE INDEX "commodities_selling_search_idx" ON "commodities" USING gin ("search_vector") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "commodities_sold_search_idx" ON "commodities" USING gin ("search_vector") WHERE status = -2;--> statement-breakpoint
CREATE INDEX "commodities_selling_ending_idx" ON "commodities" USING btree ("ends_at","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "commodities_selling_price_idx" ON "commodities" USING btree ("price_cents","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "commodities_selling_newly_idx" ON "commodities" USING btree ("created_at","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "commodities_selling_bids_idx" ON "commodities" USING btree ("auction_count","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status in (1, 2) and by_way = 2;--> statement-breakpoint
CREATE INDEX "commodities_sold_ending_idx" ON "commodities" USING btree ("ends_at" DESC NULLS LAST,"id" DESC NULLS LAST,"first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status = -2;--> statement-breakpoint
CREATE INDEX "commodities_sold_price_idx" ON "commodities" USING btree ("price_cents","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status = -2;--> statement-breakpoint
CREATE INDEX "commodities_sold_newly_idx" ON "commodities" USING btree ("created_at","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status = -2;--> statement-breakpoint
CREATE INDEX "commodities_sold_bids_idx" ON "commodities" USING btree ("auction_count","id","first_category_id","second_category_id","third_category_id","manufacturer_id","price_cents","by_way","bargain","is_graded","seller_member_id","store_id") WHERE status = -2 and by_way = 2;--> statement-breakpoint
CREATE INDEX "commodities_on_sale_watched_idx" ON "commodities" USING btree ("attention_count","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "commodities_first_category_idx" ON "commodities" USING btree ("first_category_id","status");--> statement-breakpoint
CREATE INDEX "commodities_second_category_idx" ON "commodities" USING btree ("second_category_id","status");--> statement-breakpoint
CREATE INDEX "commodities_third_category_idx" ON "commodities" USING btree ("third_category_id","status");--> statement-breakpoint
CREATE INDEX "commodities_manufacturer_idx" ON "commodities" USING btree ("manufacturer_id","status");--> statement-breakpoint
CREATE INDEX "commodities_seller_idx" ON "commodities" USING btree ("seller_member_id","status");--> statement-breakpoint
CREATE INDEX "commodities_store_idx" ON "commodities" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "commodities_selling_properties_idx" ON "commodities" USING gin ("properties" jsonb_path_ops) WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "commodities_sold_properties_idx" ON "commodities" USING gin ("properties" jsonb_path_ops) WHERE status = -2;--> statement-breakpoint
CREATE INDEX "commodity_conditions_commodity_idx" ON "commodity_conditions" USING btree ("commodity_id","sort");--> statement-breakpoint
CREATE INDEX "bids_commodity_idx" ON "bids" USING btree ("commodity_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_member_idx" ON "bids" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "banners_area_idx" ON "banners" USING btree ("area_code","sort");--> statement-breakpoint
CREATE INDEX "followed_sellers_seller_idx" ON "followed_sellers" USING btree ("seller_member_id");--> statement-breakpoint
CREATE INDEX "watches_commodity_idx" ON "watches" USING btree ("commodity_id");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_member_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_sent_commodity_idx" ON "saved_search_alerts_sent" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_member_query_key" ON "saved_searches" USING btree ("member_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_member_created_idx" ON "saved_searches" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_notice_idx" ON "saved_searches" USING btree ("member_id") WHERE "saved_searches"."is_notice";--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_member_read_idx" ON "notifications" USING btree ("member_id","is_read","id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("kind","available_at","id") WHERE "outbox"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "tour_history_member_viewed_idx" ON "tour_history" USING btree ("member_id","viewed_at");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "survey_answers_created_idx" ON "survey_answers" USING btree ("created_at");