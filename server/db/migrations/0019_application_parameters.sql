-- The organisation's application parameters by tab (general, sales, catalogue, notifications)
-- replace the catalogue settings: each organisation's settings move over as they were, the new
-- parameters start at the product's defaults (dashboards open on 30 days, a 20 % tax rate on new
-- invoice lines, no payment terms, every client message by email and none by SMS).
CREATE TABLE "application_parameters" (
	"id_organization" integer PRIMARY KEY NOT NULL,
	"dashboard_period" text NOT NULL,
	"currency" text NOT NULL,
	"default_tax_rate" numeric(5, 2) NOT NULL,
	"payment_terms_days" integer,
	"low_stock_threshold" integer NOT NULL,
	"default_priority" text NOT NULL,
	"default_minimum_order_quantity" integer NOT NULL,
	"client_messages" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_parameters" ADD CONSTRAINT "application_parameters_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "application_parameters" ("id_organization", "dashboard_period", "currency", "default_tax_rate", "payment_terms_days", "low_stock_threshold", "default_priority", "default_minimum_order_quantity", "client_messages", "updated_at")
SELECT "id_organization", '30', "currency", 20, NULL, "low_stock_threshold", "default_priority", "default_minimum_order_quantity", '[{"message":"order_confirmation","channel":"email","enabled":true},{"message":"order_confirmation","channel":"sms","enabled":false},{"message":"shipping","channel":"email","enabled":true},{"message":"shipping","channel":"sms","enabled":false},{"message":"invoice","channel":"email","enabled":true},{"message":"invoice","channel":"sms","enabled":false},{"message":"payment_reminder","channel":"email","enabled":true},{"message":"payment_reminder","channel":"sms","enabled":false}]'::jsonb, "updated_at"
FROM "catalogue_settings";--> statement-breakpoint
-- The dashboards keep figures read with these parameters (the low-stock threshold, the period) in
-- the read cache: the table announces every committed change, as catalogue_settings did (0016).
CREATE TRIGGER "application_parameters_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "application_parameters" FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
DROP TABLE "catalogue_settings" CASCADE;
