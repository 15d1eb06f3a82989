DROP INDEX "orders_patient_created_idx";--> statement-breakpoint
DROP INDEX "orders_doctor_created_idx";--> statement-breakpoint
CREATE INDEX "orders_patient_released_idx" ON "orders" USING btree ("patient_id","results_released_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."results_released_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_patient_created_idx" ON "orders" USING btree ("patient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_doctor_created_idx" ON "orders" USING btree ("ordering_doctor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);