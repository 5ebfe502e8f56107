CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assignment_id" uuid,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"state" text DEFAULT 'planned' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_key_unique" UNIQUE("key"),
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('evening', 'hour', 'digest')),
	CONSTRAINT "reminders_state_check" CHECK ("reminders"."state" in ('planned', 'sent', 'stale', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "digest_time" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "device_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "evening_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "evening_time" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "hour_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_id_idx" ON "reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminders_assignment_id_idx" ON "reminders" USING btree ("assignment_id");--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_digest_time_check" CHECK ("preferences"."digest_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_evening_time_check" CHECK ("preferences"."evening_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');