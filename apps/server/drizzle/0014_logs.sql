CREATE TABLE "request_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"success" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_logs_kind_at_idx" ON "request_logs" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "request_logs_at_idx" ON "request_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "request_logs_username_trgm_idx" ON "request_logs" USING gin ("username" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "request_logs_route_trgm_idx" ON "request_logs" USING gin ("route" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "request_logs_ip_trgm_idx" ON "request_logs" USING gin ("ip" gin_trgm_ops) WITH (fastupdate=false);