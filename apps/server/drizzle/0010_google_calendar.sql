CREATE TABLE "google_calendar_events" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"google_event_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_calendar_events_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "google_calendar_events_item_type_check" CHECK ("google_calendar_events"."item_type" in ('assignment', 'event'))
);
--> statement-breakpoint
CREATE TABLE "google_calendar_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"time_zone" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "calendar_id" text;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "needs_reconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "google_calendar_events" ADD CONSTRAINT "google_calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_states" ADD CONSTRAINT "google_calendar_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_calendar_states_user_id_idx" ON "google_calendar_states" USING btree ("user_id");