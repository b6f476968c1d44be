CREATE TABLE "fmea_line_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fmea_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"source" text NOT NULL,
	"fields" jsonb NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fmea_lines" (
	"fmea_id" uuid NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL,
	"severity" smallint NOT NULL,
	"occurrence" smallint,
	"detection" smallint,
	"ap" text,
	"recommended_action" text DEFAULT '' NOT NULL,
	"responsible" text DEFAULT '' NOT NULL,
	"target_date" text DEFAULT '' NOT NULL,
	"action_status" text DEFAULT 'none' NOT NULL,
	"action_taken" text DEFAULT '' NOT NULL,
	"completion_date" text DEFAULT '' NOT NULL,
	"task_id" uuid,
	"revised_severity" smallint,
	"revised_occurrence" smallint,
	"revised_detection" smallint,
	"revised_ap" text,
	"proposal" jsonb,
	"risk_key" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "fmea_lines_fmea_id_id_pk" PRIMARY KEY("fmea_id","id")
);
--> statement-breakpoint
ALTER TABLE "fmea_line_changes" ADD CONSTRAINT "fmea_line_changes_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_line_changes" ADD CONSTRAINT "fmea_line_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_lines" ADD CONSTRAINT "fmea_lines_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_lines" ADD CONSTRAINT "fmea_lines_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_lines" ADD CONSTRAINT "fmea_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_line_changes_line_idx" ON "fmea_line_changes" USING btree ("fmea_id","line_id","id");--> statement-breakpoint
CREATE INDEX "fmea_lines_position_idx" ON "fmea_lines" USING btree ("fmea_id","position");--> statement-breakpoint
CREATE INDEX "fmea_lines_risk_idx" ON "fmea_lines" USING btree ("fmea_id","risk_key","position");--> statement-breakpoint
CREATE INDEX "fmea_lines_task_idx" ON "fmea_lines" USING btree ("task_id");--> statement-breakpoint
-- The action priority of S/O/D by the organisation's AP table (fmea_settings.ap_cells, else the
-- AIAG-VDA 2019 default, kept equal to DEFAULT_AP_CELLS by line-risk-sql.test.ts); bands as in ap-table.ts.
CREATE FUNCTION fmea_ap(s integer, o integer, d integer, cells jsonb) RETURNS text AS $$
  SELECT CASE WHEN s IS NULL OR o IS NULL OR d IS NULL THEN NULL ELSE substr(
    (cells -> (CASE WHEN s >= 9 THEN 0 WHEN s >= 7 THEN 1 WHEN s >= 4 THEN 2 WHEN s >= 2 THEN 3 ELSE 4 END))
      ->> (CASE WHEN o >= 8 THEN 0 WHEN o >= 6 THEN 1 WHEN o >= 4 THEN 2 WHEN o >= 2 THEN 3 ELSE 4 END),
    CASE WHEN d >= 7 THEN 1 WHEN d >= 5 THEN 2 WHEN d >= 2 THEN 3 ELSE 4 END, 1) END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION fmea_ap_cells() RETURNS jsonb AS $$
  SELECT COALESCE((SELECT ap_cells FROM fmea_settings WHERE id = 1),
    '[["HHHH","HHHH","HHHM","HMLL","LLLL"],["HHHH","HHHM","HMMM","MMLL","LLLL"],["HHMM","MMML","MLLL","LLLL","LLLL"],["MMLL","LLLL","LLLL","LLLL","LLLL"],["LLLL","LLLL","LLLL","LLLL","LLLL"]]'::jsonb)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Riskiest first: the current AP (the revised one once all three revised ratings are in), then
-- severity, then RPN; lines without an AP (missing O or D) last.
CREATE FUNCTION fmea_risk_key(ap text, s integer, o integer, d integer) RETURNS integer AS $$
  SELECT (CASE ap WHEN 'H' THEN 0 WHEN 'M' THEN 1 WHEN 'L' THEN 2 ELSE 3 END) * 100000
    + (10 - s) * 10000 + (1000 - COALESCE(s * o * d, 0))
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Writes ap, revised_ap and risk_key of one line (line), one FMEA's lines (target) or all (both null).
CREATE FUNCTION fmea_lines_refresh_risk(target uuid, line text) RETURNS void AS $$
DECLARE
  cells jsonb := fmea_ap_cells();
BEGIN
  UPDATE fmea_lines SET
    ap = fmea_ap(severity, occurrence, detection, cells),
    revised_ap = fmea_ap(revised_severity, revised_occurrence, revised_detection, cells)
  WHERE (target IS NULL OR fmea_id = target) AND (line IS NULL OR id = line);
  UPDATE fmea_lines SET risk_key = CASE
      WHEN revised_ap IS NOT NULL
        THEN fmea_risk_key(revised_ap, revised_severity, revised_occurrence, revised_detection)
      ELSE fmea_risk_key(ap, severity, occurrence, detection) END
  WHERE (target IS NULL OR fmea_id = target) AND (line IS NULL OR id = line);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO "fmea_lines" ("fmea_id", "id", "position", "content", "severity", "occurrence", "detection",
  "recommended_action", "responsible", "target_date", "action_taken",
  "revised_severity", "revised_occurrence", "revised_detection", "search_text", "updated_at")
SELECT c.fmea_id, e.value ->> 'id', (e.ordinality - 1)::integer,
  e.value - ARRAY['id', 'severity', 'occurrence', 'detection', 'rpn', 'missingRatings',
    'recommendedAction', 'responsible', 'targetDate', 'actionTaken', 'revised'],
  (e.value ->> 'severity')::smallint, (e.value ->> 'occurrence')::smallint, (e.value ->> 'detection')::smallint,
  COALESCE(e.value ->> 'recommendedAction', ''), COALESCE(e.value ->> 'responsible', ''),
  COALESCE(e.value ->> 'targetDate', ''), COALESCE(e.value ->> 'actionTaken', ''),
  (e.value -> 'revised' ->> 'severity')::smallint, (e.value -> 'revised' ->> 'occurrence')::smallint,
  (e.value -> 'revised' ->> 'detection')::smallint,
  translate(lower(translate(concat_ws(' ', e.value ->> 'processStep', e.value ->> 'potentialFailure', e.value ->> 'causes'), 'İI', 'ii')),
    'çğıöşüâîû', 'cgiosuaiu'),
  f.rows_updated_at
FROM "fmea_contents" c
JOIN "fmeas" f ON f.id = c.fmea_id,
LATERAL jsonb_array_elements(c.rows) WITH ORDINALITY AS e(value, ordinality);
--> statement-breakpoint
SELECT fmea_lines_refresh_risk(NULL, NULL);
--> statement-breakpoint
ALTER TABLE "fmea_contents" DROP COLUMN "rows";