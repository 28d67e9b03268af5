-- A statement-level trigger fires even when its statement deleted nothing: every sign-in (which
-- clears the user's expired sessions on the way) told every instance to forget every kept session.
-- Sessions now tell only when one is really gone.
CREATE FUNCTION notify_access_changed_when_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone) THEN
    PERFORM pg_notify('access_changed', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER sessions_access_changed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_access_changed AFTER DELETE ON sessions REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed_when_gone();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
