ALTER TABLE "security_policies" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "security_policies" ALTER COLUMN "updated_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "working_organization" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_working_organization_organizations_id_fk" FOREIGN KEY ("working_organization") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;