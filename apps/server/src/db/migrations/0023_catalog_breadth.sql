ALTER TABLE "tests" DROP CONSTRAINT "tests_category_check";--> statement-breakpoint
ALTER TABLE "tests" DROP CONSTRAINT "tests_specimen_check";--> statement-breakpoint
ALTER TABLE "specimens" DROP CONSTRAINT "specimens_type_check";--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_category_check" CHECK ("tests"."category" in ('Hematology', 'Chemistry', 'Endocrinology', 'Inflammation', 'Diabetes', 'Cardiology', 'Nutritional', 'Coagulation', 'Microbiology', 'Immunology', 'Oncology'));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_specimen_check" CHECK ("tests"."specimen_type" in ('blood', 'serum', 'plasma', 'whole_blood', 'urine', 'saliva', 'swab', 'stool'));--> statement-breakpoint
ALTER TABLE "specimens" ADD CONSTRAINT "specimens_type_check" CHECK ("specimens"."specimen_type" in ('blood', 'serum', 'plasma', 'whole_blood', 'urine', 'saliva', 'swab', 'stool'));