CREATE TABLE "org_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"plant_name" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT '' NOT NULL,
	"logo_data" text DEFAULT '' NOT NULL,
	"logo_type" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "org_profile" ADD CONSTRAINT "org_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every instance re-reads the profile when it changes (its time zone is the plant's day for reports).
CREATE TRIGGER org_profile_realtime AFTER INSERT OR UPDATE ON org_profile
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
