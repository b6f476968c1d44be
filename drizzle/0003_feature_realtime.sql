-- Live tables of the 8D and work-tracking features (see 0001 for the trigger function).
CREATE TRIGGER ai_analyses_realtime AFTER INSERT OR UPDATE OR DELETE ON ai_analyses
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER tasks_realtime AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
--> statement-breakpoint
CREATE TRIGGER task_activity_realtime AFTER INSERT ON task_activity
  FOR EACH ROW EXECUTE FUNCTION realtime_notify('id');
