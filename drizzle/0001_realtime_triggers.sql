-- Realtime fan-out: every insert, update and delete on a live table sends a small NOTIFY on the
-- 'kalite_realtime' channel. Only keys travel (NOTIFY payloads are capped at 8000 bytes); each server
-- instance loads the row once and pushes it to its WebSocket clients.
CREATE OR REPLACE FUNCTION realtime_notify() RETURNS trigger AS $$
DECLARE
  rec jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  PERFORM pg_notify('kalite_realtime', json_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', rec ->> TG_ARGV[0],
    'userId', rec ->> 'user_id'
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_realtime AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER suggestions_realtime AFTER INSERT OR UPDATE OR DELETE ON suggestions
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER suggestion_likes_realtime AFTER INSERT OR DELETE ON suggestion_likes
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('suggestion_id');
--> statement-breakpoint
CREATE TRIGGER sessions_realtime AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER users_realtime AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER presence_realtime AFTER INSERT OR DELETE ON presence_connections
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
