CREATE TABLE "eight_d_closures" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fmea_id" uuid,
	"operation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fmea_change_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"fmea_id" uuid NOT NULL,
	"line_id" text,
	"line_label" text DEFAULT '' NOT NULL,
	"change" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eight_d_closures" ADD CONSTRAINT "eight_d_closures_analysis_id_ai_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."ai_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eight_d_closures" ADD CONSTRAINT "eight_d_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eight_d_closures" ADD CONSTRAINT "eight_d_closures_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_change_proposals" ADD CONSTRAINT "fmea_change_proposals_analysis_id_ai_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."ai_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_change_proposals" ADD CONSTRAINT "fmea_change_proposals_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_change_proposals" ADD CONSTRAINT "fmea_change_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_change_proposals_analysis_idx" ON "fmea_change_proposals" USING btree ("analysis_id","created_at");--> statement-breakpoint
CREATE INDEX "fmea_change_proposals_fmea_idx" ON "fmea_change_proposals" USING btree ("fmea_id","status");