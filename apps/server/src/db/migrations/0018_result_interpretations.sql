CREATE TABLE "result_interpretations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"report_version" integer NOT NULL,
	"version" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"insights" jsonb NOT NULL,
	"triage" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"next_steps" jsonb NOT NULL,
	"confidence_level" integer NOT NULL,
	"engine_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_interpretations_version_check" CHECK ("result_interpretations"."version" >= 2)
);
--> statement-breakpoint
ALTER TABLE "result_interpretations" ADD CONSTRAINT "result_interpretations_session_id_questionnaire_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."questionnaire_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_interpretations" ADD CONSTRAINT "result_interpretations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_interpretations_session_version_key" ON "result_interpretations" USING btree ("session_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "result_interpretations_order_report_key" ON "result_interpretations" USING btree ("order_id","report_version");--> statement-breakpoint
CREATE INDEX "result_interpretations_order_idx" ON "result_interpretations" USING btree ("order_id","version" DESC NULLS LAST);