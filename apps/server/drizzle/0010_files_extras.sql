-- Trigram indexes for the "contains" filters of the file list.
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "files_content_type_trgm_idx" ON "files" USING gin ("content_type" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- The unfiltered total of the file list is read from row_counts (migration 0004), not counted.
CREATE TRIGGER files_count_insert AFTER INSERT ON files REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
CREATE TRIGGER files_count_delete AFTER DELETE ON files REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
CREATE TRIGGER files_count_truncate AFTER TRUNCATE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
INSERT INTO row_counts (table_name, rows) SELECT 'files', count(*) FROM files;
