CREATE TABLE "audio_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"blob_key" text,
	"sha256" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"bytes" integer NOT NULL,
	"text" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"consultation_type_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"mode" text DEFAULT 'consultation' NOT NULL,
	"show_transcription" boolean DEFAULT false NOT NULL,
	"mobile" boolean DEFAULT false NOT NULL,
	"force" boolean DEFAULT false NOT NULL,
	"transcription" text,
	"notes" text,
	"user_inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recording_info" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_satisfaction" integer NOT NULL,
	"patient_satisfaction" integer NOT NULL,
	"notes_quality" integer NOT NULL,
	"editing_time" text NOT NULL,
	"comment" text,
	"share_publicly_anonymously" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_chunks" ADD CONSTRAINT "audio_chunks_session_id_consultation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."consultation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_sessions" ADD CONSTRAINT "consultation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_session_id_consultation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."consultation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_chunks_session_order_idx" ON "audio_chunks" USING btree ("session_id","order");--> statement-breakpoint
CREATE INDEX "consultation_sessions_user_idx" ON "consultation_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_sessions_active_idx" ON "consultation_sessions" USING btree ("user_id") WHERE "consultation_sessions"."status" in ('created', 'recording', 'paused');--> statement-breakpoint
CREATE INDEX "consultation_sessions_retention_idx" ON "consultation_sessions" USING btree ("finished_at") WHERE "consultation_sessions"."purged_at" is null;