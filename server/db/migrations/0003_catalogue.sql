-- Substring search over products (name, code, SKU) uses a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"website" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_files" (
	"key" text PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_settings" (
	"id_organization" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"default_priority" text NOT NULL,
	"default_minimum_order_quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"parent" integer,
	"path" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_team_members" (
	"launch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "launch_team_members_launch_id_user_id_pk" PRIMARY KEY("launch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"launch_type" text NOT NULL,
	"status" text NOT NULL,
	"market_scope" text NOT NULL,
	"manager" integer,
	"planned_launch_date" date NOT NULL,
	"actual_launch_date" date,
	"target_revenue" numeric(14, 2),
	"target_units" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"product_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"product_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allows_sales" boolean DEFAULT false NOT NULL,
	"allows_launch" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_physical" boolean DEFAULT false NOT NULL,
	"tracks_inventory" boolean DEFAULT false NOT NULL,
	"allows_preorders" boolean DEFAULT false NOT NULL,
	"allows_backorders" boolean DEFAULT false NOT NULL,
	"requires_serial_numbers" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"product_type" integer NOT NULL,
	"brand" integer NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"owner" integer,
	"start_date" date,
	"end_date" date,
	"cost_basis" numeric(14, 2) NOT NULL,
	"suggested_retail_price" numeric(14, 2),
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"minimum_order_quantity" integer DEFAULT 1 NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"internal_code" text DEFAULT '' NOT NULL,
	"regulatory_information" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower("products"."name" || ' ' || "products"."code" || ' ' || "products"."sku")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"referrer_name" text NOT NULL,
	"referrer_email" text NOT NULL,
	"referred_email" text NOT NULL,
	"product_id" integer,
	"commission_rate" numeric(5, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_catalogue_files_key_fk" FOREIGN KEY ("logo") REFERENCES "public"."catalogue_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_files" ADD CONSTRAINT "catalogue_files_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_settings" ADD CONSTRAINT "catalogue_settings_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_logo_catalogue_files_key_fk" FOREIGN KEY ("logo") REFERENCES "public"."catalogue_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_categories_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_team_members" ADD CONSTRAINT "launch_team_members_launch_id_product_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."product_launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_team_members" ADD CONSTRAINT "launch_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_file_key_catalogue_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."catalogue_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_launches" ADD CONSTRAINT "product_launches_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_launches" ADD CONSTRAINT "product_launches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_launches" ADD CONSTRAINT "product_launches_manager_users_id_fk" FOREIGN KEY ("manager") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_status_history" ADD CONSTRAINT "product_status_history_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_status_history" ADD CONSTRAINT "product_status_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_status_history" ADD CONSTRAINT "product_status_history_from_status_product_statuses_id_fk" FOREIGN KEY ("from_status") REFERENCES "public"."product_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_status_history" ADD CONSTRAINT "product_status_history_to_status_product_statuses_id_fk" FOREIGN KEY ("to_status") REFERENCES "public"."product_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_status_history" ADD CONSTRAINT "product_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_statuses" ADD CONSTRAINT "product_statuses_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_product_statuses_id_fk" FOREIGN KEY ("status") REFERENCES "public"."product_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_product_types_id_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_org_code_unique" ON "brands" USING btree ("id_organization","code");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_org_name_unique" ON "brands" USING btree ("id_organization",lower("name"));--> statement-breakpoint
CREATE INDEX "catalogue_files_org_idx" ON "catalogue_files" USING btree ("id_organization");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_org_code_unique" ON "categories" USING btree ("id_organization","code");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_org_parent_name_unique" ON "categories" USING btree ("id_organization",coalesce("parent", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "categories_org_path_idx" ON "categories" USING btree ("id_organization","path");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_launches_org_code_unique" ON "product_launches" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "product_launches_product_idx" ON "product_launches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_launches_org_planned_idx" ON "product_launches" USING btree ("id_organization","planned_launch_date");--> statement-breakpoint
CREATE INDEX "product_reviews_org_status_idx" ON "product_reviews" USING btree ("id_organization","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_status_history_product_idx" ON "product_status_history" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "product_status_history_org_idx" ON "product_status_history" USING btree ("id_organization","from_status","to_status");--> statement-breakpoint
CREATE UNIQUE INDEX "product_statuses_org_code_unique" ON "product_statuses" USING btree ("id_organization","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_statuses_org_name_unique" ON "product_statuses" USING btree ("id_organization",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_org_code_unique" ON "product_types" USING btree ("id_organization","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_org_name_unique" ON "product_types" USING btree ("id_organization",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_org_code_unique" ON "products" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "products_org_created_idx" ON "products" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "products_org_status_created_idx" ON "products" USING btree ("id_organization","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_org_brand_created_idx" ON "products" USING btree ("id_organization","brand","created_at","id");--> statement-breakpoint
CREATE INDEX "products_org_name_idx" ON "products" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_org_code_unique" ON "referrals" USING btree ("id_organization","code");