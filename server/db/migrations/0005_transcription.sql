ALTER TABLE "consultation_sessions" ADD COLUMN "assembled_transcription" text;--> statement-breakpoint
ALTER TABLE "consultation_sessions" ADD COLUMN "language" text DEFAULT 'pt' NOT NULL;