CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_id" integer
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"person_id" integer,
	"user_id" integer,
	"team_id" integer,
	"workplace_id" integer,
	"position" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_one_who_check" CHECK (("employees"."person_id" is null) <> ("employees"."user_id" is null)),
	CONSTRAINT "employees_one_place_check" CHECK (("employees"."team_id" is null) <> ("employees"."workplace_id" is null)),
	CONSTRAINT "employees_period_check" CHECK ("employees"."end_date" is null or "employees"."end_date" >= "employees"."start_date")
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "niveaux" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"full_name" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"national_id" text,
	"passport_number" text DEFAULT '' NOT NULL,
	"created_date" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_gender_check" CHECK ("persons"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"establishment_id" integer NOT NULL,
	"manager_id" integer,
	"niveau_id" integer
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_id" integer,
	"brand" integer
);
--> statement-breakpoint
CREATE TABLE "unit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"unit_kind" text NOT NULL,
	"unit_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"address" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_addresses_unit_kind_check" CHECK ("unit_addresses"."unit_kind" in ('organization', 'group', 'company', 'establishment', 'service', 'team', 'workplace'))
);
--> statement-breakpoint
CREATE TABLE "unit_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"unit_kind" text NOT NULL,
	"unit_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"contact_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_contacts_unit_kind_check" CHECK ("unit_contacts"."unit_kind" in ('organization', 'group', 'company', 'establishment', 'service', 'team', 'workplace'))
);
--> statement-breakpoint
CREATE TABLE "unit_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"establishment_id" integer
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_id_unit_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."unit_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_status_id_unit_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."unit_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_status_id_unit_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."unit_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niveaux" ADD CONSTRAINT "niveaux_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_status_id_unit_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."unit_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_niveau_id_niveaux_id_fk" FOREIGN KEY ("niveau_id") REFERENCES "public"."niveaux"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_status_id_unit_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."unit_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_addresses" ADD CONSTRAINT "unit_addresses_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_contacts" ADD CONSTRAINT "unit_contacts_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_statuses" ADD CONSTRAINT "unit_statuses_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_status_id_unit_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."unit_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_org_code_unique" ON "companies" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "companies_org_name_idx" ON "companies" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "companies_org_created_idx" ON "companies" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_group_idx" ON "companies" USING btree ("group_id","name","id");--> statement-breakpoint
CREATE INDEX "employees_org_created_idx" ON "employees" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_team_idx" ON "employees" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "employees_workplace_idx" ON "employees" USING btree ("workplace_id","id");--> statement-breakpoint
CREATE INDEX "employees_person_idx" ON "employees" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "establishments_org_code_unique" ON "establishments" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "establishments_org_name_idx" ON "establishments" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "establishments_org_created_idx" ON "establishments" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "establishments_company_idx" ON "establishments" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_org_code_unique" ON "groups" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "groups_org_name_idx" ON "groups" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "groups_org_created_idx" ON "groups" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "niveaux_org_code_unique" ON "niveaux" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "niveaux_org_name_idx" ON "niveaux" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "niveaux_org_level_idx" ON "niveaux" USING btree ("id_organization","level","id");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_org_national_id_unique" ON "persons" USING btree ("id_organization","national_id") WHERE "persons"."national_id" is not null;--> statement-breakpoint
CREATE INDEX "persons_org_name_idx" ON "persons" USING btree ("id_organization","full_name","id");--> statement-breakpoint
CREATE INDEX "persons_org_created_idx" ON "persons" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_org_code_unique" ON "services" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "services_org_name_idx" ON "services" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "services_org_created_idx" ON "services" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "services_establishment_idx" ON "services" USING btree ("establishment_id","name","id");--> statement-breakpoint
CREATE INDEX "services_manager_idx" ON "services" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "services_niveau_idx" ON "services" USING btree ("niveau_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_org_code_unique" ON "teams" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "teams_org_name_idx" ON "teams" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "teams_org_created_idx" ON "teams" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "teams_service_idx" ON "teams" USING btree ("service_id","name","id");--> statement-breakpoint
CREATE INDEX "teams_org_brand_idx" ON "teams" USING btree ("id_organization","brand");--> statement-breakpoint
CREATE INDEX "unit_addresses_unit_idx" ON "unit_addresses" USING btree ("unit_kind","unit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_addresses_unit_main_unique" ON "unit_addresses" USING btree ("unit_kind","unit_id") WHERE "unit_addresses"."is_main";--> statement-breakpoint
CREATE INDEX "unit_contacts_unit_idx" ON "unit_contacts" USING btree ("unit_kind","unit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_contacts_unit_main_unique" ON "unit_contacts" USING btree ("unit_kind","unit_id") WHERE "unit_contacts"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "unit_statuses_org_code_unique" ON "unit_statuses" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "unit_statuses_org_name_idx" ON "unit_statuses" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_types_org_code_unique" ON "unit_types" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "unit_types_org_name_idx" ON "unit_types" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workplaces_org_code_unique" ON "workplaces" USING btree ("id_organization","code");--> statement-breakpoint
CREATE INDEX "workplaces_org_name_idx" ON "workplaces" USING btree ("id_organization","name","id");--> statement-breakpoint
CREATE INDEX "workplaces_org_created_idx" ON "workplaces" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "workplaces_establishment_idx" ON "workplaces" USING btree ("establishment_id","name","id");--> statement-breakpoint
-- Hand-written from here: the users' team and brand numbers become references, nothing lost.
--
-- Each (organisation, team number) the users hold becomes a team of that organisation, code
-- 'T<n>', name 'Team <n>', not yet placed in a service; its members point to it. The number
-- stays readable in the code. Ordered, so an organisation's team 1 gets the lowest id.
INSERT INTO "teams" ("id_organization", "code", "name", "description")
SELECT "id_organization", 'T' || "team", 'Team ' || "team",
       'Made from team number ' || "team" || ', which its members had before teams existed.'
FROM (SELECT DISTINCT "id_organization", "team" FROM "users" WHERE "team" IS NOT NULL) AS numbered
ORDER BY "id_organization", "team";
--> statement-breakpoint
UPDATE "users" SET "team" = "teams"."id"
FROM "teams"
WHERE "users"."team" IS NOT NULL
  AND "teams"."id_organization" = "users"."id_organization"
  AND "teams"."code" = 'T' || "users"."team";
--> statement-breakpoint
-- A brand number already names a brand row. One that names no brand of the user's organisation
-- (deleted, or another organisation's) cannot become a reference: it is cleared, and the audit
-- log keeps the number as a system change of the user (no actor), where the security screens
-- show it.
INSERT INTO "audit_logs" ("id_organization", "actor_id", "action", "object_type", "object_id", "object_name", "before", "after")
SELECT "id_organization", NULL, 'user.update', 'User', "id"::text, "email",
       jsonb_build_object('brand', "brand"), jsonb_build_object('brand', NULL)
FROM "users"
WHERE "brand" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "brands" WHERE "brands"."id" = "users"."brand" AND "brands"."id_organization" = "users"."id_organization"
  )
ORDER BY "id";
--> statement-breakpoint
UPDATE "users" SET "brand" = NULL
WHERE "brand" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "brands" WHERE "brands"."id" = "users"."brand" AND "brands"."id_organization" = "users"."id_organization"
  );
--> statement-breakpoint
-- Not in the drizzle schema (server/db/tables/users.ts says why): the platform's users table
-- never imports an area's tables, so these two keys live here only.
ALTER TABLE "users" ADD CONSTRAINT "users_team_teams_id_fk" FOREIGN KEY ("team") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Addresses and contacts have a polymorphic owner (unit_kind, unit_id) that no foreign key can
-- hold: deleting the owner deletes them, in the same transaction.
CREATE FUNCTION delete_owned_addresses_and_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "unit_addresses" WHERE "unit_kind" = TG_ARGV[0] AND "unit_id" = OLD."id";
  DELETE FROM "unit_contacts" WHERE "unit_kind" = TG_ARGV[0] AND "unit_id" = OLD."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  owner text[];
BEGIN
  FOREACH owner SLICE 1 IN ARRAY ARRAY[
    ['organizations', 'organization'], ['groups', 'group'], ['companies', 'company'],
    ['establishments', 'establishment'], ['services', 'service'], ['teams', 'team'],
    ['workplaces', 'workplace']
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION delete_owned_addresses_and_contacts(%L)',
      owner[1] || '_owned_cleanup', owner[1], owner[2]
    );
  END LOOP;
END
$$;
