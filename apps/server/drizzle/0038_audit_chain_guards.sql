-- The chain starts after the entries already stored: their place is their id (log-chain.ts seals them
-- at the next start, with the install's key, which SQL does not have); new entries come after the
-- newest of them. An empty log has nothing to seal.
INSERT INTO log_chain (id, last_seq, legacy_through_seq, legacy_sealed_at, legacy_last_hash)
  SELECT 1, coalesce(max(id), 0), coalesce(max(id), 0), CASE WHEN max(id) IS NULL THEN now() END, CASE WHEN max(id) IS NULL THEN '' END
  FROM request_logs;
--> statement-breakpoint
-- Entries are sealed when written and never changed; the only removal is the retention job's, of
-- entries older than 180 days (GB/T 22239 level 3 keeps audit records at least six months). Someone
-- who can bypass these triggers still cannot hide a change: the chain names it.
CREATE FUNCTION request_logs_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'request_logs: %', TG_ARGV[0] USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER request_logs_sealed BEFORE INSERT ON request_logs
  FOR EACH ROW WHEN (NEW.seq IS NULL OR NEW.hash IS NULL) EXECUTE FUNCTION request_logs_refuse('an entry is written sealed');
--> statement-breakpoint
-- An entry from before the chain is updated once: to seal it.
CREATE TRIGGER request_logs_unchanged BEFORE UPDATE ON request_logs
  FOR EACH ROW WHEN (OLD.hash IS NOT NULL) EXECUTE FUNCTION request_logs_refuse('a sealed entry is never changed');
--> statement-breakpoint
CREATE TRIGGER request_logs_kept BEFORE DELETE ON request_logs
  FOR EACH ROW WHEN (OLD.at > now() - interval '180 days') EXECUTE FUNCTION request_logs_refuse('entries are kept at least 180 days');
--> statement-breakpoint
CREATE TRIGGER request_logs_no_truncate BEFORE TRUNCATE ON request_logs
  FOR EACH STATEMENT EXECUTE FUNCTION request_logs_refuse('the log is never emptied at once');
--> statement-breakpoint
-- The chain's state only moves forward, and its one row stays.
CREATE FUNCTION log_chain_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'log_chain only moves forward' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER log_chain_forward BEFORE UPDATE ON log_chain
  FOR EACH ROW WHEN (NEW.last_seq < OLD.last_seq OR NEW.purged_through_seq < OLD.purged_through_seq) EXECUTE FUNCTION log_chain_refuse();
--> statement-breakpoint
CREATE TRIGGER log_chain_kept BEFORE DELETE ON log_chain
  FOR EACH ROW EXECUTE FUNCTION log_chain_refuse();
--> statement-breakpoint
CREATE TRIGGER log_chain_no_truncate BEFORE TRUNCATE ON log_chain
  FOR EACH STATEMENT EXECUTE FUNCTION log_chain_refuse();
--> statement-breakpoint
-- Log entries cannot be deleted any more: 日志管理 offers and grants only 查看.
UPDATE menus SET perm_types = array_remove(perm_types, 'delete') WHERE builtin_key = '/sys/log-manage';
--> statement-breakpoint
UPDATE role_menus SET perm_types = array_remove(role_menus.perm_types, 'delete')
  FROM menus WHERE menus.id = role_menus.menu_id AND menus.builtin_key = '/sys/log-manage';
