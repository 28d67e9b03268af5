-- Trigram indexes for "contains" filters; pg_trgm is a trusted extension shipped with PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_updated_idx" ON "users" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Keeps row_counts exact: one update per statement, whatever the number of rows it touched.
CREATE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET rows = rows + (SELECT count(*) FROM changed) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET rows = rows - (SELECT count(*) FROM changed) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE row_counts SET rows = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
INSERT INTO row_counts (table_name, rows) SELECT 'users', count(*) FROM users;
