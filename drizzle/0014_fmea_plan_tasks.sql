CREATE TABLE "fmea_plan_tasks" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"fmea_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"row_id" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_plan_tasks" ADD CONSTRAINT "fmea_plan_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_plan_tasks" ADD CONSTRAINT "fmea_plan_tasks_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_plan_tasks" ADD CONSTRAINT "fmea_plan_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_plan_tasks_fmea_idx" ON "fmea_plan_tasks" USING btree ("fmea_id","item_id");