CREATE INDEX "products_org_updated_idx" ON "products" USING btree ("id_organization","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_org_priority_idx" ON "products" USING btree ("id_organization","priority","id");--> statement-breakpoint
CREATE INDEX "products_org_cost_idx" ON "products" USING btree ("id_organization","cost_basis","id");--> statement-breakpoint
CREATE INDEX "products_org_price_idx" ON "products" USING btree ("id_organization","suggested_retail_price","id");--> statement-breakpoint
CREATE INDEX "products_org_stock_idx" ON "products" USING btree ("id_organization","stock_quantity","id");--> statement-breakpoint
CREATE INDEX "products_org_start_idx" ON "products" USING btree ("id_organization","start_date","id");