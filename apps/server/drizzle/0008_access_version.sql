CREATE TABLE "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_version" ADD CONSTRAINT "access_version_one_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "access_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- A change to what the access answers read: bump the version in the same transaction, and tell the embedded memo at once.
CREATE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('access_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER users_access_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER user_roles_access_changed ON user_roles;
--> statement-breakpoint
CREATE TRIGGER user_roles_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER roles_access_changed ON roles;
--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER role_menus_access_changed ON role_menus;
--> statement-breakpoint
CREATE TRIGGER role_menus_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
DROP TRIGGER menus_access_changed ON menus;
--> statement-breakpoint
CREATE TRIGGER menus_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
