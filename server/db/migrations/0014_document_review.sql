CREATE TABLE "document_dismissals" (
	"document_id" uuid NOT NULL,
	"finding_id" text NOT NULL,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"signed_by" uuid,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"open_findings" integer NOT NULL,
	"dismissed_findings" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "review_source" text;--> statement-breakpoint
ALTER TABLE "document_dismissals" ADD CONSTRAINT "document_dismissals_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_dismissals" ADD CONSTRAINT "document_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signoffs" ADD CONSTRAINT "document_signoffs_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signoffs" ADD CONSTRAINT "document_signoffs_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_dismissals_document_finding_idx" ON "document_dismissals" USING btree ("document_id","finding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signoffs_document_version_idx" ON "document_signoffs" USING btree ("document_id","version");