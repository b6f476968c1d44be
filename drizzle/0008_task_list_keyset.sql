-- The task list pages by keyset (one index per order) and searches folded text through pg_trgm.
-- PGlite loads the extension's files when the client is created (open-pglite.ts); PostgreSQL ships it
-- in contrib, and pg_trgm is a trusted extension (no superuser needed since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "tasks_created_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority_order" smallint GENERATED ALWAYS AS (case priority when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_newest_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_due_order_idx" ON "tasks" USING btree ("due_date","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_priority_order_idx" ON "tasks" USING btree ("priority_order","due_date","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_newest_idx" ON "tasks" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_creator_newest_idx" ON "tasks" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- search_text now also holds '#tag' and the assignee's name. Rows written before this migration get
-- them here; the SQL fold (Turkish letters to ASCII, then lower) matches foldTurkish for Turkish text.
UPDATE "tasks" AS t SET "search_text" = t."search_text"
  || coalesce((SELECT ' ' || string_agg('#' || lower(translate(tag, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'CGIIOSUAIUcgiosuaiu')), ' ')
               FROM jsonb_array_elements_text(t."tags") AS tag), '')
  || ' ' || lower(translate(u."full_name", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'CGIIOSUAIUcgiosuaiu'))
  FROM "users" AS u WHERE u."id" = t."assignee_id";
