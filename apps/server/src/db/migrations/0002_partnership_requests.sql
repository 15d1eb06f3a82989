CREATE TABLE "partnership_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_requests_status_check" CHECK ("partnership_requests"."status" in ('open', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_requests_lab_idx" ON "partnership_requests" USING btree ("lab_id","created_at");