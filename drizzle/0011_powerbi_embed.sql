CREATE TABLE "powerbi_embed_configs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"embed_url" text NOT NULL,
	"access_token" text NOT NULL,
	"report_id" text NOT NULL,
	"group_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "powerbi_embed_configs" ADD CONSTRAINT "powerbi_embed_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;