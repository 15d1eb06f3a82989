CREATE TABLE "lab_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"lab_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"rater_role" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_ratings_role_check" CHECK ("lab_ratings"."rater_role" in ('patient', 'doctor')),
	CONSTRAINT "lab_ratings_stars_check" CHECK ("lab_ratings"."stars" between 1 and 5),
	CONSTRAINT "lab_ratings_comment_check" CHECK ("lab_ratings"."comment" is null or char_length("lab_ratings"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "labs" DROP CONSTRAINT "labs_rating_check";--> statement-breakpoint
ALTER TABLE "tests" DROP CONSTRAINT "tests_rating_check";--> statement-breakpoint
DROP INDEX "tests_popular_idx";--> statement-breakpoint
ALTER TABLE "lab_ratings" ADD CONSTRAINT "lab_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_ratings" ADD CONSTRAINT "lab_ratings_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_ratings" ADD CONSTRAINT "lab_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_ratings_order_rater_key" ON "lab_ratings" USING btree ("order_id","rater_id");--> statement-breakpoint
CREATE INDEX "lab_ratings_lab_idx" ON "lab_ratings" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "order_items_test_idx" ON "order_items" USING btree ("test_id","order_id");--> statement-breakpoint
ALTER TABLE "labs" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "tests" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "tests" DROP COLUMN "popularity";