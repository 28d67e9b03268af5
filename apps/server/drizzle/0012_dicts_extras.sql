-- Dictionaries and settings are answered from memory on every instance: a change to their tables
-- tells each instance's memo on the channel named by the trigger's argument.
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dicts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dicts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('dicts_changed');
--> statement-breakpoint
CREATE TRIGGER dict_entries_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dict_entries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('dicts_changed');
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('settings_changed');
