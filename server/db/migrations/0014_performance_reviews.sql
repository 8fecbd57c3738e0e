CREATE TABLE "performance_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organization" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"review_date" date,
	"overall_rating" integer,
	"productivity_score" integer,
	"efficiency_score" integer,
	"reviewer_comments" text DEFAULT '' NOT NULL,
	"employee_comments" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_reviews_status_check" CHECK ("performance_reviews"."status" in ('draft', 'submitted', 'in_review', 'employee_reviewed', 'completed')),
	CONSTRAINT "performance_reviews_rating_check" CHECK ("performance_reviews"."overall_rating" is null or "performance_reviews"."overall_rating" between 1 and 5),
	CONSTRAINT "performance_reviews_scores_check" CHECK (("performance_reviews"."productivity_score" is null or "performance_reviews"."productivity_score" between 0 and 100)
        and ("performance_reviews"."efficiency_score" is null or "performance_reviews"."efficiency_score" between 0 and 100)),
	CONSTRAINT "performance_reviews_period_check" CHECK ("performance_reviews"."period_end" >= "performance_reviews"."period_start"),
	CONSTRAINT "performance_reviews_not_self_check" CHECK ("performance_reviews"."employee_id" <> "performance_reviews"."reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"user_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_id_organization_organizations_id_fk" FOREIGN KEY ("id_organization") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_transitions" ADD CONSTRAINT "review_transitions_review_id_performance_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."performance_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_transitions" ADD CONSTRAINT "review_transitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_reviews_org_date_idx" ON "performance_reviews" USING btree ("id_organization","review_date","id");--> statement-breakpoint
CREATE INDEX "performance_reviews_org_created_idx" ON "performance_reviews" USING btree ("id_organization","created_at","id");--> statement-breakpoint
CREATE INDEX "performance_reviews_employee_idx" ON "performance_reviews" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "performance_reviews_reviewer_idx" ON "performance_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "review_transitions_review_idx" ON "review_transitions" USING btree ("review_id","created_at","id");