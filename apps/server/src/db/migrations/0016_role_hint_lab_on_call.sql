ALTER TABLE "users" ADD COLUMN "role_hint_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "on_call_name" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "on_call_phone" text;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "on_call_email" text;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_on_call_check" CHECK (("labs"."on_call_name" is null and "labs"."on_call_phone" is null and "labs"."on_call_email" is null) or ("labs"."on_call_name" is not null and "labs"."on_call_phone" is not null and "labs"."on_call_email" is not null));