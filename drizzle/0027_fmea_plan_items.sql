CREATE TABLE "fmea_plan_items" (
	"plan_id" uuid NOT NULL,
	"ord" integer NOT NULL,
	"fmea_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"priority" text NOT NULL,
	"item" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fmea_plan_items_plan_id_ord_pk" PRIMARY KEY("plan_id","ord")
);
--> statement-breakpoint
ALTER TABLE "fmea_contents" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "fmea_contents" ADD COLUMN "plan_figures" jsonb;--> statement-breakpoint
ALTER TABLE "fmea_plan_items" ADD CONSTRAINT "fmea_plan_items_fmea_id_fmeas_id_fk" FOREIGN KEY ("fmea_id") REFERENCES "public"."fmeas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_plan_items_priority_idx" ON "fmea_plan_items" USING btree ("plan_id","priority","ord");--> statement-breakpoint
CREATE INDEX "fmea_plan_items_item_idx" ON "fmea_plan_items" USING btree ("plan_id","item_id");--> statement-breakpoint
CREATE INDEX "fmea_plan_items_fmea_idx" ON "fmea_plan_items" USING btree ("fmea_id","created_at");--> statement-breakpoint
-- Plans stored before this migration (one packed text, plan-storage.ts of 0026) become item rows and figures.
UPDATE "fmea_contents" SET "plan_id" = gen_random_uuid()
  WHERE "plan" IS NOT NULL AND "plan"::jsonb ->> 'v' = '1';--> statement-breakpoint
INSERT INTO "fmea_plan_items" ("plan_id", "ord", "fmea_id", "item_id", "priority", "item")
  SELECT c."plan_id", (i.ord - 1)::integer, c."fmea_id", i.it ->> 0, d.decision ->> 'priority',
    d.decision || jsonb_build_object('id', i.it -> 0, 'rowId', i.it -> 1, 'processStep', i.it -> 2,
      'originalFailure', i.it -> 3)
      || CASE WHEN jsonb_array_length(i.it) > 5 THEN jsonb_build_object('cause', i.it -> 5) ELSE '{}'::jsonb END
  FROM "fmea_contents" c
  CROSS JOIN LATERAL (SELECT c."plan"::jsonb AS p) packed
  CROSS JOIN LATERAL jsonb_array_elements(packed.p -> 'items') WITH ORDINALITY AS i(it, ord)
  CROSS JOIN LATERAL (SELECT packed.p -> 'decisions' -> ((i.it ->> 4)::integer) AS decision) d
  WHERE c."plan_id" IS NOT NULL;--> statement-breakpoint
UPDATE "fmea_contents" c SET "plan_figures" = jsonb_build_object(
    'itemCount', jsonb_array_length(packed.p -> 'items'),
    'counts', jsonb_build_object(
      'high', (SELECT count(*) FROM "fmea_plan_items" x WHERE x."plan_id" = c."plan_id" AND x."priority" = 'high'),
      'medium', (SELECT count(*) FROM "fmea_plan_items" x WHERE x."plan_id" = c."plan_id" AND x."priority" = 'medium'),
      'low', (SELECT count(*) FROM "fmea_plan_items" x WHERE x."plan_id" = c."plan_id" AND x."priority" = 'low')),
    -- MAX_PLAN_EXCLUDED_SHOWN (src/domain/fmea/contract.ts) of them, and how many there are
    'excluded', coalesce((SELECT jsonb_agg(e.row ORDER BY e.n) FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(packed.p -> 'excluded') = 'array' THEN packed.p -> 'excluded' ELSE '[]'::jsonb END)
      WITH ORDINALITY AS e(row, n) WHERE e.n <= 200), '[]'::jsonb),
    'excludedCount', CASE WHEN jsonb_typeof(packed.p -> 'excluded') = 'array'
      THEN jsonb_array_length(packed.p -> 'excluded') ELSE 0 END,
    'aiProvider', packed.p -> 'aiProvider',
    'aiFallback', packed.p -> 'aiFallback')
  FROM (SELECT "fmea_id", "plan"::jsonb AS p FROM "fmea_contents" WHERE "plan_id" IS NOT NULL) packed
  WHERE packed."fmea_id" = c."fmea_id";--> statement-breakpoint
ALTER TABLE "fmea_contents" DROP COLUMN "plan";
