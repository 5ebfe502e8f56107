CREATE TABLE "flashcard_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"state_before" text NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcard_reviews_rating_check" CHECK ("flashcard_reviews"."rating" in ('again', 'hard', 'good', 'easy')),
	CONSTRAINT "flashcard_reviews_state_before_check" CHECK ("flashcard_reviews"."state_before" in ('new', 'learning', 'review', 'relearning'))
);
--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "due" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "stability" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "difficulty" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "elapsed_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "scheduled_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "learning_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "reps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "lapses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "last_review" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_sets" ADD COLUMN "last_studied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_id_idx" ON "flashcard_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_flashcard_id_idx" ON "flashcard_reviews" USING btree ("flashcard_id");--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_state_check" CHECK ("flashcards"."state" in ('new', 'learning', 'review', 'relearning'));