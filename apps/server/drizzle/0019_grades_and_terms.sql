CREATE TABLE "grade_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"weight_hundredths" integer NOT NULL,
	"drop_lowest" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_categories_name_check" CHECK (char_length("grade_categories"."name") between 1 and 100),
	CONSTRAINT "grade_categories_weight_check" CHECK ("grade_categories"."weight_hundredths" between 0 and 10000),
	CONSTRAINT "grade_categories_drop_lowest_check" CHECK ("grade_categories"."drop_lowest" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "grade_scales" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"scale_hundredths" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_name_check" CHECK (char_length("terms"."name") between 1 and 100),
	CONSTRAINT "terms_dates_check" CHECK ("terms"."end_date" > "terms"."start_date" and "terms"."end_date" - "terms"."start_date" <= 400)
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "points_earned_hundredths" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "points_possible_hundredths" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "grade_category_id" uuid;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "excused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "term_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "credits_hundredths" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "level" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_categories" ADD CONSTRAINT "grade_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_categories" ADD CONSTRAINT "grade_categories_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_scales" ADD CONSTRAINT "grade_scales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_categories_user_id_idx" ON "grade_categories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "grade_categories_class_id_idx" ON "grade_categories" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "terms_user_id_idx" ON "terms" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_grade_category_id_grade_categories_id_fk" FOREIGN KEY ("grade_category_id") REFERENCES "public"."grade_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_grade_category_id_idx" ON "assignments" USING btree ("grade_category_id");--> statement-breakpoint
CREATE INDEX "classes_term_id_idx" ON "classes" USING btree ("term_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_points_check" CHECK ("assignments"."points_earned_hundredths" between 0 and 10000000 and "assignments"."points_possible_hundredths" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_level_check" CHECK ("classes"."level" in ('regular', 'honors', 'ap'));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_credits_check" CHECK ("classes"."credits_hundredths" between 0 and 2000);