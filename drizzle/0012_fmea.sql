CREATE TABLE "fmea_contents" (
	"fmea_id" uuid PRIMARY KEY NOT NULL,
	"rows" jsonb NOT NULL,
	"plan" text
);
--> statement-breakpoint
CREATE TABLE "fmea_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ap_cells" jsonb NOT NULL,
	"rpn_red" integer DEFAULT 150 NOT NULL,
	"rpn_yellow" integer DEFAULT 100 NOT NULL,
	"days_high" integer DEFAULT 30 NOT NULL,
	"days_medium" integer DEFAULT 60 NOT NULL,
	"days_low" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "fmeas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"part_or_process" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"source_file_name" text,
	"row_count" integer NOT NULL,
	"plan_item_count" integer,
	"plan_generated_at" timestamp with time zone,
	"rows_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_contents" ADD CONSTRAINT "fmea_contents_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_settings" ADD CONSTRAINT "fmea_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmeas" ADD CONSTRAINT "fmeas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmeas_updated_idx" ON "fmeas" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "fmeas_owner_updated_idx" ON "fmeas" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
-- Live list of stored FMEAs (see 0001 for the trigger function): only the small header row changes
-- travel; rows and plans (fmea_contents) are read by whoever opens the FMEA.
CREATE TRIGGER fmeas_realtime AFTER INSERT OR UPDATE OR DELETE ON fmeas
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
