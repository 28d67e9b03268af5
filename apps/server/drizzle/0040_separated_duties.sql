ALTER TABLE "roles" ADD COLUMN "allowed_networks" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("request_id");