CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"id_organization" integer,
	"user_id" integer,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"details" jsonb NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"client_timestamp" timestamp with time zone NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_policies" (
	"id_organization" integer PRIMARY KEY NOT NULL,
	"password_min_length" integer,
	"session_inactivity_minutes" integer,
	"access_token_lifetime_seconds" integer,
	"refresh_token_lifetime_seconds" integer,
	"login_rate_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_policies" ADD CONSTRAINT "security_policies_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_policies" ADD CONSTRAINT "security_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_org_created_idx" ON "security_events" USING btree ("id_organization","created_at");