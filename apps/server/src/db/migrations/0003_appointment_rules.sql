ALTER TABLE "labs" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_lab_idx" ON "appointments" USING btree ("lab_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_order_scheduled_key" ON "appointments" USING btree ("order_id") WHERE "appointments"."status" = 'scheduled';