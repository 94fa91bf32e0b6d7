CREATE TABLE "custom_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sections" jsonb NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_documents_one_owner" CHECK (("custom_documents"."user_id" is null) <> ("custom_documents"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "custom_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"blob_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"vocabulary_comment" text,
	"base_document_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"custom_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_request_id_template_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."template_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_templates" ADD CONSTRAINT "custom_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_request_files" ADD CONSTRAINT "template_request_files_request_id_template_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."template_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_requests" ADD CONSTRAINT "template_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_requests" ADD CONSTRAINT "template_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_requests" ADD CONSTRAINT "template_requests_custom_document_id_custom_documents_id_fk" FOREIGN KEY ("custom_document_id") REFERENCES "public"."custom_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_documents_user_idx" ON "custom_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_documents_org_idx" ON "custom_documents" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "custom_templates_user_idx" ON "custom_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "template_request_files_request_idx" ON "template_request_files" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "template_requests_user_idx" ON "template_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "template_requests_status_idx" ON "template_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "template_requests_pending_user_idx" ON "template_requests" USING btree ("user_id") WHERE "template_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "template_requests_pending_org_idx" ON "template_requests" USING btree ("organization_id") WHERE "template_requests"."status" = 'pending' and "template_requests"."organization_id" is not null;