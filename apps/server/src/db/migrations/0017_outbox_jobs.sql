CREATE TABLE "outbox_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_jobs_channel_check" CHECK ("outbox_jobs"."channel" in ('mail', 'sms')),
	CONSTRAINT "outbox_jobs_status_check" CHECK ("outbox_jobs"."status" in ('queued', 'running', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("run_at") WHERE "outbox_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "outbox_jobs_created_idx" ON "outbox_jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_jobs_failed_idx" ON "outbox_jobs" USING btree ("updated_at" DESC NULLS LAST) WHERE "outbox_jobs"."status" = 'failed';