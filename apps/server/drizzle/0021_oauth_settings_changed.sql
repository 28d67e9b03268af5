-- The protocol keeps its websites and signing keys in memory until one of them changes.
DROP TRIGGER oauth_signing_keys_changed ON oauth_signing_keys;
--> statement-breakpoint
CREATE TRIGGER oauth_signing_keys_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON oauth_signing_keys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('oauth_settings_changed');
--> statement-breakpoint
CREATE TRIGGER oauth_clients_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON oauth_clients
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('oauth_settings_changed');
