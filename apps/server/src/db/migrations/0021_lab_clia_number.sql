ALTER TABLE "labs" ADD COLUMN "clia_number" text;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_clia_number_check" CHECK ("labs"."clia_number" ~ '^[0-9]{2}D[0-9]{7}$');