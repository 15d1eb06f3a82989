CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('verify_email', 'reset_password', 'patient_invite'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"full_name" text,
	"title" text,
	"picture" text,
	"role" text DEFAULT 'patient' NOT NULL,
	"requested_role" text,
	"status" text DEFAULT 'active' NOT NULL,
	"lab_id" uuid,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"last_failed_login_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('patient', 'doctor', 'lab_technician', 'admin')),
	CONSTRAINT "users_requested_role_check" CHECK ("users"."requested_role" in ('patient', 'doctor', 'lab_technician', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'pending_approval', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"lab_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"price_cents" integer,
	"turnaround_hours" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lab_tests_lab_id_test_id_pk" PRIMARY KEY("lab_id","test_id"),
	CONSTRAINT "lab_tests_price_check" CHECK ("lab_tests"."price_cents" is null or "lab_tests"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"average_turnaround_hours" integer DEFAULT 48 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"capacity_per_day" integer DEFAULT 100 NOT NULL,
	"hours" text DEFAULT 'Mon-Fri 8AM-6PM' NOT NULL,
	"certification" text DEFAULT 'CLIA, CAP' NOT NULL,
	"established" integer DEFAULT 2010 NOT NULL,
	"logo_url" text,
	"partnered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labs_status_check" CHECK ("labs"."status" in ('active', 'inactive', 'onboarding')),
	CONSTRAINT "labs_rating_check" CHECK ("labs"."rating" between 0 and 5),
	CONSTRAINT "labs_capacity_check" CHECK ("labs"."capacity_per_day" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_analytes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"loinc" text,
	"unit" text DEFAULT '' NOT NULL,
	"value_type" text DEFAULT 'numeric' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"decimals" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "test_analytes_value_type_check" CHECK ("test_analytes"."value_type" in ('numeric', 'qualitative'))
);
--> statement-breakpoint
CREATE TABLE "test_reference_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analyte_id" uuid NOT NULL,
	"sex" text DEFAULT 'any' NOT NULL,
	"age_min_years" integer DEFAULT 18 NOT NULL,
	"age_max_years" integer DEFAULT 120 NOT NULL,
	"low" numeric,
	"high" numeric,
	"critical_low" numeric,
	"critical_high" numeric,
	"physical_min" numeric,
	"physical_max" numeric,
	"normal_text" text,
	CONSTRAINT "test_reference_ranges_sex_check" CHECK ("test_reference_ranges"."sex" in ('male', 'female', 'any')),
	CONSTRAINT "test_reference_ranges_age_check" CHECK ("test_reference_ranges"."age_min_years" >= 0 and "test_reference_ranges"."age_max_years" >= "test_reference_ranges"."age_min_years")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"loinc" text,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"preparation" text,
	"specimen_type" text DEFAULT 'blood' NOT NULL,
	"turnaround_hours_min" integer DEFAULT 24 NOT NULL,
	"turnaround_hours_max" integer DEFAULT 48 NOT NULL,
	"turnaround_days" integer DEFAULT 2 NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"clinician_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_category_check" CHECK ("tests"."category" in ('Hematology', 'Chemistry', 'Endocrinology', 'Inflammation', 'Diabetes', 'Cardiology', 'Nutritional', 'Coagulation')),
	CONSTRAINT "tests_specimen_check" CHECK ("tests"."specimen_type" in ('blood', 'serum', 'plasma', 'whole_blood', 'urine', 'saliva', 'swab')),
	CONSTRAINT "tests_price_check" CHECK ("tests"."price_cents" >= 0),
	CONSTRAINT "tests_rating_check" CHECK ("tests"."rating" between 0 and 5),
	CONSTRAINT "tests_turnaround_check" CHECK ("tests"."turnaround_hours_min" > 0 and "tests"."turnaround_hours_max" >= "tests"."turnaround_hours_min")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"date_of_birth" date,
	"sex_at_birth" text DEFAULT 'unknown' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"primary_doctor_id" uuid,
	"consent_given_at" timestamp with time zone,
	"consent_version" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "patients_sex_check" CHECK ("patients"."sex_at_birth" in ('male', 'female', 'other', 'unknown')),
	CONSTRAINT "patients_status_check" CHECK ("patients"."status" in ('new', 'in_questionnaire', 'awaiting_payment', 'in_progress', 'results_ready'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_analyses" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"conditions" jsonb NOT NULL,
	"insights" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"triage" jsonb NOT NULL,
	"confidence_level" integer NOT NULL,
	"engine_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"response" jsonb NOT NULL,
	"sequence" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"started_by" uuid,
	"session_type" text DEFAULT 'health_assessment' NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"current_question_id" text,
	"question_budget" integer DEFAULT 10 NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"triage_level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "questionnaire_sessions_type_check" CHECK ("questionnaire_sessions"."session_type" in ('health_assessment', 'diagnostic', 'ai_guided')),
	CONSTRAINT "questionnaire_sessions_status_check" CHECK ("questionnaire_sessions"."status" in ('in_progress', 'completed', 'abandoned')),
	CONSTRAINT "questionnaire_sessions_triage_check" CHECK ("questionnaire_sessions"."triage_level" in ('emergency', 'urgent', 'routine', 'self_care')),
	CONSTRAINT "questionnaire_sessions_budget_check" CHECK ("questionnaire_sessions"."question_budget" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"order_id" uuid,
	"lab_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_test_id_pk" PRIMARY KEY("user_id","test_id"),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_from_check" CHECK ("order_events"."from_status" in ('new', 'in_questionnaire', 'awaiting_payment', 'ordered', 'sent_to_lab', 'sample_collected', 'in_progress', 'processing', 'results_ready', 'completed', 'cancelled', 'error')),
	CONSTRAINT "order_events_to_check" CHECK ("order_events"."to_status" in ('new', 'in_questionnaire', 'awaiting_payment', 'ordered', 'sent_to_lab', 'sample_collected', 'in_progress', 'processing', 'results_ready', 'completed', 'cancelled', 'error')),
	CONSTRAINT "order_events_role_check" CHECK ("order_events"."actor_role" in ('patient', 'doctor', 'lab_technician', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"test_code" text NOT NULL,
	"test_name" text NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" between 1 and 99),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text DEFAULT 'NB-' || nextval('order_number_seq') NOT NULL,
	"patient_id" uuid NOT NULL,
	"ordered_by" uuid NOT NULL,
	"ordering_doctor_id" uuid,
	"lab_id" uuid,
	"status" text DEFAULT 'ordered' NOT NULL,
	"priority" text DEFAULT 'standard' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"notes" text,
	"source_session_id" uuid,
	"results_released_at" timestamp with time zone,
	"cancelled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_key" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'in_questionnaire', 'awaiting_payment', 'ordered', 'sent_to_lab', 'sample_collected', 'in_progress', 'processing', 'results_ready', 'completed', 'cancelled', 'error')),
	CONSTRAINT "orders_priority_check" CHECK ("orders"."priority" in ('standard', 'urgent', 'stat')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "result_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"lab_comments" text,
	"uploaded_by" uuid,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"analyte_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'final' NOT NULL,
	"value_numeric" numeric,
	"value_text" text,
	"unit" text DEFAULT '' NOT NULL,
	"reference_low" numeric,
	"reference_high" numeric,
	"reference_text" text,
	"flag" text NOT NULL,
	"hl7_flag" text NOT NULL,
	"comment" text,
	"performed_by" uuid,
	"lab_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supersedes_id" uuid,
	CONSTRAINT "results_status_check" CHECK ("results"."status" in ('preliminary', 'final', 'corrected', 'superseded')),
	CONSTRAINT "results_flag_check" CHECK ("results"."flag" in ('normal', 'abnormal', 'critical', 'high', 'low')),
	CONSTRAINT "results_hl7_flag_check" CHECK ("results"."hl7_flag" in ('N', 'A', 'H', 'L', 'HH', 'LL'))
);
--> statement-breakpoint
CREATE TABLE "specimens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"accession_number" text NOT NULL,
	"specimen_type" text NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"collected_by" uuid,
	"collection_site" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specimens_type_check" CHECK ("specimens"."specimen_type" in ('blood', 'serum', 'plasma', 'whole_blood', 'urine', 'saliva', 'swab'))
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"patient_id" uuid,
	"outcome" text NOT NULL,
	"request_id" text,
	"ip" text,
	CONSTRAINT "audit_events_outcome_check" CHECK ("audit_events"."outcome" in ('allowed', 'denied', 'error')),
	CONSTRAINT "audit_events_role_check" CHECK ("audit_events"."actor_role" in ('patient', 'doctor', 'lab_technician', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'in_flight' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('in_flight', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_created', 'order_status_changed', 'sample_collected', 'results_ready', 'results_released', 'critical_result', 'role_requested', 'role_approved', 'questionnaire_completed'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_analytes" ADD CONSTRAINT "test_analytes_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reference_ranges" ADD CONSTRAINT "test_reference_ranges_analyte_id_test_analytes_id_fk" FOREIGN KEY ("analyte_id") REFERENCES "public"."test_analytes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_primary_doctor_id_users_id_fk" FOREIGN KEY ("primary_doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_analyses" ADD CONSTRAINT "questionnaire_analyses_session_id_questionnaire_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."questionnaire_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_session_id_questionnaire_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."questionnaire_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sessions" ADD CONSTRAINT "questionnaire_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sessions" ADD CONSTRAINT "questionnaire_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_carts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."carts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ordering_doctor_id_users_id_fk" FOREIGN KEY ("ordering_doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_session_id_questionnaire_sessions_id_fk" FOREIGN KEY ("source_session_id") REFERENCES "public"."questionnaire_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_analyte_id_test_analytes_id_fk" FOREIGN KEY ("analyte_id") REFERENCES "public"."test_analytes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_supersedes_id_results_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specimens" ADD CONSTRAINT "specimens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specimens" ADD CONSTRAINT "specimens_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject_key" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_status_role_idx" ON "users" USING btree ("status","role");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lab_tests_test_idx" ON "lab_tests" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "labs_name_idx" ON "labs" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "test_analytes_test_code_key" ON "test_analytes" USING btree ("test_id","code");--> statement-breakpoint
CREATE INDEX "test_reference_ranges_analyte_idx" ON "test_reference_ranges" USING btree ("analyte_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_code_key" ON "tests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tests_category_idx" ON "tests" USING btree ("category");--> statement-breakpoint
CREATE INDEX "tests_name_idx" ON "tests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tests_price_idx" ON "tests" USING btree ("price_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_key" ON "patients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "patients_doctor_idx" ON "patients" USING btree ("primary_doctor_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_session_question_key" ON "questionnaire_responses" USING btree ("session_id","question_id");--> statement-breakpoint
CREATE INDEX "questionnaire_sessions_patient_idx" ON "questionnaire_sessions" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_patient_created_idx" ON "orders" USING btree ("patient_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_lab_status_idx" ON "orders" USING btree ("lab_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_doctor_created_idx" ON "orders" USING btree ("ordering_doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "result_reports_order_version_key" ON "result_reports" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "results_item_analyte_version_key" ON "results" USING btree ("order_item_id","analyte_id","version");--> statement-breakpoint
CREATE INDEX "results_order_idx" ON "results" USING btree ("order_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "specimens_accession_key" ON "specimens" USING btree ("accession_number");--> statement-breakpoint
CREATE INDEX "specimens_order_idx" ON "specimens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "audit_events_patient_idx" ON "audit_events" USING btree ("patient_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read_at","created_at" DESC NULLS LAST);