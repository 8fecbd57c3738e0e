ALTER TABLE "audit_logs" ADD COLUMN "object_name" text;--> statement-breakpoint
CREATE INDEX "audit_logs_org_type_action_idx" ON "audit_logs" USING btree ("id_organization","object_type","action");