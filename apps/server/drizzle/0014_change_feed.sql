CREATE TABLE "change_cursors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"floor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_changes" (
	"user_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"op" text NOT NULL,
	"seq" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "row_changes_user_id_table_name_row_id_pk" PRIMARY KEY("user_id","table_name","row_id"),
	CONSTRAINT "row_changes_op_check" CHECK ("row_changes"."op" in ('insert', 'update', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "change_cursors" ADD CONSTRAINT "change_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "row_changes" ADD CONSTRAINT "row_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "row_changes_user_seq_idx" ON "row_changes" USING btree ("user_id","seq");