ALTER TABLE "events" ADD COLUMN "end_date" timestamp with time zone;--> statement-breakpoint
-- Events saved before times existed carry a placeholder time (mostly 23:59) that no student chose: the default makes every one of them all-day.
ALTER TABLE "events" ADD COLUMN "all_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_after_start_check" CHECK ("events"."end_date" is null or (not "events"."all_day" and "events"."event_date" is not null and "events"."end_date" > "events"."event_date"));