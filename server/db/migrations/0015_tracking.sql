CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"lot_number" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"origin_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('active', 'quarantined', 'recalled', 'closed')),
	CONSTRAINT "batches_quantity_check" CHECK ("batches"."quantity" > 0),
	CONSTRAINT "batches_dates_check" CHECK ("batches"."expiry_date" is null or "batches"."production_date" is null or "batches"."expiry_date" >= "batches"."production_date")
);
--> statement-breakpoint
CREATE TABLE "tracked_product_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"tracked_product_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_location" text DEFAULT '' NOT NULL,
	"to_location" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_product_events_type_check" CHECK ("tracked_product_events"."type" in ('received', 'moved', 'reserved', 'sold', 'returned', 'scrapped'))
);
--> statement-breakpoint
CREATE TABLE "tracked_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"serial_number" text,
	"product_id" integer NOT NULL,
	"batch_id" integer,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_products_status_check" CHECK ("tracked_products"."status" in ('in_stock', 'reserved', 'sold', 'returned', 'scrapped'))
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_origin_id_establishments_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_product_events" ADD CONSTRAINT "tracked_product_events_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_product_events" ADD CONSTRAINT "tracked_product_events_tracked_product_id_tracked_products_id_fk" FOREIGN KEY ("tracked_product_id") REFERENCES "public"."tracked_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_product_events" ADD CONSTRAINT "tracked_product_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_product_events" ADD CONSTRAINT "tracked_product_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_products" ADD CONSTRAINT "tracked_products_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_products" ADD CONSTRAINT "tracked_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_products" ADD CONSTRAINT "tracked_products_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_products" ADD CONSTRAINT "tracked_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_org_lot_unique" ON "batches" USING btree ("id_organization","lot_number");--> statement-breakpoint
CREATE INDEX "batches_org_created_idx" ON "batches" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "batches_org_expiry_idx" ON "batches" USING btree ("id_organization","expiry_date","id");--> statement-breakpoint
CREATE INDEX "batches_product_idx" ON "batches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "batches_origin_idx" ON "batches" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "tracked_product_events_unit_idx" ON "tracked_product_events" USING btree ("tracked_product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tracked_product_events_order_idx" ON "tracked_product_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_products_org_product_serial_unique" ON "tracked_products" USING btree ("id_organization","product_id","serial_number") WHERE "tracked_products"."serial_number" is not null;--> statement-breakpoint
CREATE INDEX "tracked_products_org_created_idx" ON "tracked_products" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "tracked_products_org_serial_idx" ON "tracked_products" USING btree ("id_organization","serial_number","id");--> statement-breakpoint
CREATE INDEX "tracked_products_batch_idx" ON "tracked_products" USING btree ("batch_id","serial_number","id");--> statement-breakpoint
CREATE INDEX "tracked_products_product_idx" ON "tracked_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "tracked_products_order_idx" ON "tracked_products" USING btree ("order_id");