ALTER TABLE "generated_documents" ADD COLUMN "ticket" uuid;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "waiting_job" jsonb;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "claimed_by" text;