ALTER TABLE "schedules" ADD COLUMN "school_weekdays" smallint[] DEFAULT '{1,2,3,4,5}' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Schedules saved before school days existed rotated over every day; they keep doing so until the student picks school days, so no day's letter shifts silently.
UPDATE "schedules" SET "school_weekdays" = '{0,1,2,3,4,5,6}';--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_school_weekdays_check" CHECK (cardinality("schedules"."school_weekdays") between 1 and 7 and "schedules"."school_weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[]);--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_holidays_check" CHECK (jsonb_typeof("holidays") = 'array' and jsonb_array_length("holidays") <= 100);