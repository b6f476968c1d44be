CREATE TABLE "audit_document_contents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_finding_tasks" (
	"audit_id" uuid NOT NULL,
	"finding_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_finding_tasks_audit_id_finding_id_pk" PRIMARY KEY("audit_id","finding_id")
);
--> statement-breakpoint
CREATE TABLE "audit_jobs" (
	"audit_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" jsonb,
	"documents" jsonb NOT NULL,
	"report" jsonb,
	"error" text,
	"ai_reviewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_document_contents" ADD CONSTRAINT "audit_document_contents_document_id_audit_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."audit_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_documents" ADD CONSTRAINT "audit_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_tasks" ADD CONSTRAINT "audit_finding_tasks_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_tasks" ADD CONSTRAINT "audit_finding_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_jobs" ADD CONSTRAINT "audit_jobs_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_settings" ADD CONSTRAINT "audit_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_documents_user_created_idx" ON "audit_documents" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_documents_created_idx" ON "audit_documents" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_jobs_due_idx" ON "audit_jobs" USING btree ("created_at") WHERE "audit_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "audits_created_idx" ON "audits" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Realtime for the auditor: document statuses and audit stages go live to every signed-in viewer.
-- Its own trigger function passes only the keys: realtime_notify() serialises the whole row
-- (to_jsonb), which for an audit would copy its report on every stage change.
CREATE OR REPLACE FUNCTION audit_realtime_notify() RETURNS trigger AS $$
DECLARE
  row_id text;
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id::text; owner_id := OLD.user_id::text;
  ELSE
    row_id := NEW.id::text; owner_id := NEW.user_id::text;
  END IF;
  PERFORM pg_notify('kalite_realtime', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id, 'userId', owner_id
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_documents_realtime AFTER INSERT OR UPDATE OR DELETE ON audit_documents
  FOR EACH ROW EXECUTE FUNCTION audit_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER audits_realtime AFTER INSERT OR UPDATE OR DELETE ON audits
  FOR EACH ROW EXECUTE FUNCTION audit_realtime_notify();
