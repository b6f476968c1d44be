CREATE TABLE "audit_finding_reviews" (
	"audit_id" uuid NOT NULL,
	"finding_id" text NOT NULL,
	"decision" text NOT NULL,
	"category" text,
	"reason" text,
	"finding" jsonb,
	"user_id" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_finding_reviews_audit_id_finding_id_pk" PRIMARY KEY("audit_id","finding_id")
);
--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "reviewed" jsonb;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "published_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_finding_reviews" ADD CONSTRAINT "audit_finding_reviews_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_reviews" ADD CONSTRAINT "audit_finding_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;