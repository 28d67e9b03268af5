DROP INDEX "request_logs_route_trgm_idx";--> statement-breakpoint
DROP INDEX "request_logs_ip_trgm_idx";