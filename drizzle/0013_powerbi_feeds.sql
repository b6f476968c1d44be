CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "powerbi_embed_tokens" (
	"group_id" text NOT NULL,
	"report_id" text NOT NULL,
	"principal" text DEFAULT '' NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"embed_url" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "powerbi_embed_tokens_group_id_report_id_pk" PRIMARY KEY("group_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "powerbi_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tenant_id" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"workspace_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "powerbi_settings" ADD CONSTRAINT "powerbi_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "powerbi_embed_tokens_expires_idx" ON "powerbi_embed_tokens" USING btree ("expires_at");