CREATE TABLE "evaluation_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"trial_id" uuid NOT NULL,
	"run_id" uuid,
	"pre_evaluation" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"final_result" text NOT NULL,
	"review_status" text NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_results_final" CHECK ("evaluation_results"."final_result" IN ('fit', 'possible', 'not_approved')),
	CONSTRAINT "evaluation_results_review" CHECK ("evaluation_results"."review_status" IN ('approved', 'declined', 'in_review', 'requires_review'))
);
--> statement-breakpoint
CREATE TABLE "research_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trial_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"definition" text NOT NULL,
	"type" text NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	CONSTRAINT "research_criteria_type" CHECK ("research_criteria"."type" IN ('critical_inclusion', 'critical_exclusion', 'non_critical_inclusion', 'non_critical_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "research_patient_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"has_text" boolean NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" uuid,
	"organization_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_spaces_one_owner" CHECK (("research_spaces"."owner_user_id" IS NULL) <> ("research_spaces"."organization_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "research_trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"engine" text NOT NULL,
	"patient_ids" jsonb NOT NULL,
	"trial_ids" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "screening_runs_status" CHECK ("screening_runs"."status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_space_id_research_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."research_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_patient_id_research_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."research_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_trial_id_research_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."research_trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_run_id_screening_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."screening_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_criteria" ADD CONSTRAINT "research_criteria_trial_id_research_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."research_trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_patient_documents" ADD CONSTRAINT "research_patient_documents_patient_id_research_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."research_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_patients" ADD CONSTRAINT "research_patients_space_id_research_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."research_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_spaces" ADD CONSTRAINT "research_spaces_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_spaces" ADD CONSTRAINT "research_spaces_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_spaces" ADD CONSTRAINT "research_spaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_trials" ADD CONSTRAINT "research_trials_space_id_research_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."research_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_space_id_research_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."research_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_results_patient_trial_idx" ON "evaluation_results" USING btree ("patient_id","trial_id");--> statement-breakpoint
CREATE INDEX "evaluation_results_trial_idx" ON "evaluation_results" USING btree ("trial_id");--> statement-breakpoint
CREATE INDEX "research_criteria_trial_idx" ON "research_criteria" USING btree ("trial_id","position");--> statement-breakpoint
CREATE INDEX "research_patient_documents_patient_idx" ON "research_patient_documents" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "research_patients_space_idx" ON "research_patients" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "research_spaces_user_idx" ON "research_spaces" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "research_spaces_org_idx" ON "research_spaces" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "research_trials_space_idx" ON "research_trials" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "screening_runs_space_idx" ON "screening_runs" USING btree ("space_id","created_at");