CREATE TABLE "blob_parts" (
	"key" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_parts_key_part_pk" PRIMARY KEY("key","part")
);
--> statement-breakpoint
CREATE INDEX "blob_parts_key_pattern_idx" ON "blob_parts" USING btree ("key" text_pattern_ops);--> statement-breakpoint
-- Audio and PDFs are compressed already or barely compress: kept out of line without trying.
ALTER TABLE "blob_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
