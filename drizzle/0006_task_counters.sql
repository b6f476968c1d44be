CREATE TABLE "task_counter_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Istanbul' NOT NULL,
	"overdue_day" date
);
--> statement-breakpoint
CREATE TABLE "task_counters" (
	"assignee_id" uuid NOT NULL,
	"status" text NOT NULL,
	"tasks" integer DEFAULT 0 NOT NULL,
	"overdue" integer DEFAULT 0 NOT NULL,
	"remaining_hours" numeric DEFAULT '0' NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_counters_assignee_id_status_pk" PRIMARY KEY("assignee_id","status")
);
--> statement-breakpoint
CREATE TABLE "task_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_due_counts" (
	"due_date" date NOT NULL,
	"done_day" date NOT NULL,
	"tasks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_due_counts_due_date_done_day_pk" PRIMARY KEY("due_date","done_day")
);
--> statement-breakpoint
ALTER TABLE "task_counters" ADD CONSTRAINT "task_counters_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;