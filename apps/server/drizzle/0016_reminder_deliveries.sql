CREATE TABLE "reminder_deliveries" (
	"reminder_key" text NOT NULL,
	"channel" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_reminder_key_channel_pk" PRIMARY KEY("reminder_key","channel"),
	CONSTRAINT "reminder_deliveries_channel_check" CHECK ("reminder_deliveries"."channel" in ('mail', 'push'))
);
