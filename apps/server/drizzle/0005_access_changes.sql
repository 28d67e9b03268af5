-- Tells the server's access memo (embedded database) that an answer it keeps may have changed:
-- who a session belongs to, whether a user is enabled or admin, which pages a role grants.
CREATE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_changed AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER role_menus_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER menus_access_changed AFTER UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
