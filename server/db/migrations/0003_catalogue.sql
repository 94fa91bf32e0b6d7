CREATE TABLE "custom_consultation_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"medical_speciality_id" text NOT NULL,
	"sections" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"selectable_document_ids" jsonb NOT NULL,
	"copied_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "input_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"processor_input_id" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_consultation_types" ADD CONSTRAINT "custom_consultation_types_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_consultation_types" ADD CONSTRAINT "custom_consultation_types_medical_speciality_id_medical_specialities_id_fk" FOREIGN KEY ("medical_speciality_id") REFERENCES "public"."medical_specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_templates" ADD CONSTRAINT "input_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_consultation_types_owner_idx" ON "custom_consultation_types" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "input_templates_owner_idx" ON "input_templates" USING btree ("owner_id","processor_input_id");