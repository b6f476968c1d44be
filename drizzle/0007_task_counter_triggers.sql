-- Dashboard aggregates (task_counters, task_daily_counts, task_due_counts) kept by statement-level
-- triggers on tasks, in the writer's transaction, on PGlite and PostgreSQL alike. Each statement's
-- transition tables are turned into signed deltas (+1 new rows, -1 old rows) and upserted in key
-- order, so two writers lock counter rows in the same order and cannot deadlock on them.
-- Writers hold a shared advisory lock; the rare full recomputations (new day for `overdue`, a
-- changed plant time zone) hold it exclusively, so no delta is applied on top of a half-done rebuild.
CREATE FUNCTION task_counters_sql(src text) RETURNS text[] AS $$
DECLARE
  tz text;
  d date;
  r text;
BEGIN
  SELECT time_zone, overdue_day INTO tz, d FROM task_counter_state WHERE id = 1;
  -- One derived row per task version; days are plant-local dates.
  r := format($r$(
    SELECT sign, assignee_id, status, due_date,
      (created_at AT TIME ZONE %1$L)::date AS created_day,
      CASE WHEN status = 'completed' AND completed_at IS NOT NULL
        THEN (completed_at AT TIME ZONE %1$L)::date ELSE 'infinity'::date END AS done_day,
      coalesce((status <> 'completed' AND due_date < %2$L::date)::int, 0) AS overdue,
      CASE WHEN status <> 'completed'
        THEN greatest(estimated_hours - completed_hours, 0) ELSE 0 END::numeric AS remaining,
      coalesce((status = 'completed'
        AND completed_at < ((due_date + 1)::timestamp AT TIME ZONE %1$L))::int, 0) AS on_time
    FROM (%3$s) s)$r$, tz, d, src);
  RETURN ARRAY[
    format($q$INSERT INTO task_counters AS t (assignee_id, status, tasks, overdue, remaining_hours, on_time)
      SELECT assignee_id, status, sum(sign), sum(sign * overdue), sum(sign * remaining), sum(sign * on_time)
      FROM %s r GROUP BY assignee_id, status
      HAVING sum(sign) <> 0 OR sum(sign * overdue) <> 0 OR sum(sign * remaining) <> 0 OR sum(sign * on_time) <> 0
      ORDER BY assignee_id, status
      ON CONFLICT (assignee_id, status) DO UPDATE SET tasks = t.tasks + excluded.tasks,
        overdue = t.overdue + excluded.overdue, remaining_hours = t.remaining_hours + excluded.remaining_hours,
        on_time = t.on_time + excluded.on_time$q$, r),
    format($q$INSERT INTO task_daily_counts AS t (day, created, completed)
      SELECT day, sum(created), sum(completed) FROM (
        SELECT created_day AS day, sign AS created, 0 AS completed FROM %1$s r
        UNION ALL
        SELECT done_day, 0, sign FROM %1$s r WHERE done_day <> 'infinity'
      ) x GROUP BY day HAVING sum(created) <> 0 OR sum(completed) <> 0 ORDER BY day
      ON CONFLICT (day) DO UPDATE SET created = t.created + excluded.created,
        completed = t.completed + excluded.completed$q$, r),
    format($q$INSERT INTO task_due_counts AS t (due_date, done_day, tasks)
      SELECT due_date, done_day, sum(sign) FROM %s r GROUP BY due_date, done_day
      HAVING sum(sign) <> 0 ORDER BY due_date, done_day
      ON CONFLICT (due_date, done_day) DO UPDATE SET tasks = t.tasks + excluded.tasks$q$, r)
  ];
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Transition tables are visible only to the trigger function itself, so the statements run here.
CREATE FUNCTION task_counters_trigger() RETURNS trigger AS $$
DECLARE
  q text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7300501);
  FOREACH q IN ARRAY task_counters_sql(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END)
  LOOP
    EXECUTE q;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION task_counters_rebuild() RETURNS void AS $$
DECLARE
  q text;
BEGIN
  PERFORM pg_advisory_xact_lock(7300501);
  DELETE FROM task_counters;
  DELETE FROM task_daily_counts;
  DELETE FROM task_due_counts;
  FOREACH q IN ARRAY task_counters_sql('SELECT 1 AS sign, * FROM tasks') LOOP
    EXECUTE q;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- `overdue` depends on the day: the first reader of a new plant day recounts it from the open tasks.
CREATE FUNCTION task_counters_roll_overdue(today date) RETURNS boolean AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7300501);
  UPDATE task_counter_state SET overdue_day = today WHERE id = 1 AND overdue_day IS DISTINCT FROM today;
  IF NOT FOUND THEN RETURN false; END IF;
  UPDATE task_counters SET overdue = 0 WHERE overdue <> 0;
  UPDATE task_counters c SET overdue = o.n
    FROM (SELECT assignee_id, status, count(*)::int AS n FROM tasks
          WHERE status <> 'completed' AND due_date < today GROUP BY assignee_id, status) o
    WHERE c.assignee_id = o.assignee_id AND c.status = o.status;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every instance states its PLANT_TIME_ZONE at start; a different zone recomputes the plant days.
CREATE FUNCTION task_counters_set_zone(zone text) RETURNS boolean AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7300501);
  UPDATE task_counter_state SET time_zone = zone WHERE id = 1 AND time_zone IS DISTINCT FROM zone;
  IF NOT FOUND THEN RETURN false; END IF;
  PERFORM task_counters_rebuild();
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION task_counters_truncated() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7300501);
  DELETE FROM task_counters;
  DELETE FROM task_daily_counts;
  DELETE FROM task_due_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO task_counter_state (id, time_zone, overdue_day)
  VALUES (1, 'Europe/Istanbul', (now() AT TIME ZONE 'Europe/Istanbul')::date);
--> statement-breakpoint
SELECT task_counters_rebuild();
--> statement-breakpoint
CREATE TRIGGER tasks_counters_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER tasks_counters_update AFTER UPDATE ON tasks
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER tasks_counters_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER tasks_counters_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION task_counters_truncated();
--> statement-breakpoint
-- The dashboard caches of every instance also follow new users and the weekly capacity
-- (users already notify on UPDATE and DELETE, see 0001).
CREATE TRIGGER users_insert_realtime AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER org_settings_realtime AFTER INSERT OR UPDATE ON org_settings
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
