CREATE TABLE "gateway_stats" (
	"minute" timestamp with time zone NOT NULL,
	"route_id" integer NOT NULL,
	"isv_id" integer NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"total_ms" bigint DEFAULT 0 NOT NULL,
	"max_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gateway_stats_minute_route_id_isv_id_pk" PRIMARY KEY("minute","route_id","isv_id")
);
--> statement-breakpoint
CREATE TABLE "ip_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isv_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"route_id" integer,
	"app_key" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"period_seconds" integer DEFAULT 1 NOT NULL,
	"burst" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isv_role_grants" (
	"isv_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "isv_role_grants_isv_id_role_id_pk" PRIMARY KEY("isv_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "isv_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isv_route_roles" (
	"route_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "isv_route_roles_route_id_role_id_pk" PRIMARY KEY("route_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "isv_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"needs_permission" boolean DEFAULT true NOT NULL,
	"target_kind" text NOT NULL,
	"target_url" text DEFAULT '' NOT NULL,
	"operation" text DEFAULT '' NOT NULL,
	"timeout_ms" integer DEFAULT 10000 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isvs" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"secret_sealed" text,
	"public_key" text DEFAULT '' NOT NULL,
	"private_key_sealed" text,
	"platform_public_key" text DEFAULT '' NOT NULL,
	"platform_private_key_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_stats" ADD CONSTRAINT "gateway_stats_route_id_isv_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."isv_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_stats" ADD CONSTRAINT "gateway_stats_isv_id_isvs_id_fk" FOREIGN KEY ("isv_id") REFERENCES "public"."isvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isv_limits" ADD CONSTRAINT "isv_limits_route_id_isv_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."isv_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isv_role_grants" ADD CONSTRAINT "isv_role_grants_isv_id_isvs_id_fk" FOREIGN KEY ("isv_id") REFERENCES "public"."isvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isv_role_grants" ADD CONSTRAINT "isv_role_grants_role_id_isv_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."isv_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isv_route_roles" ADD CONSTRAINT "isv_route_roles_route_id_isv_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."isv_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isv_route_roles" ADD CONSTRAINT "isv_route_roles_role_id_isv_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."isv_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_stats_route_minute_idx" ON "gateway_stats" USING btree ("route_id","minute");--> statement-breakpoint
CREATE UNIQUE INDEX "ip_blacklist_ip_lower_key" ON "ip_blacklist" USING btree (lower("ip"));--> statement-breakpoint
CREATE UNIQUE INDEX "isv_limits_name_lower_key" ON "isv_limits" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "isv_role_grants_role_idx" ON "isv_role_grants" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "isv_roles_code_lower_key" ON "isv_roles" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "isv_roles_name_lower_key" ON "isv_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "isv_route_roles_role_idx" ON "isv_route_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "isv_routes_name_version_key" ON "isv_routes" USING btree ("name","version");--> statement-breakpoint
CREATE UNIQUE INDEX "isvs_app_key_key" ON "isvs" USING btree ("app_key");--> statement-breakpoint
CREATE UNIQUE INDEX "isvs_name_lower_key" ON "isvs" USING btree (lower("name"));--> statement-breakpoint
-- The gateway answers from memory on every instance: a change to what it checks tells each instance.
CREATE TRIGGER isvs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON isvs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('open_platform_changed');
--> statement-breakpoint
CREATE TRIGGER isv_role_grants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON isv_role_grants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('open_platform_changed');
--> statement-breakpoint
CREATE TRIGGER isv_routes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON isv_routes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('open_platform_changed');
--> statement-breakpoint
CREATE TRIGGER isv_route_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON isv_route_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('open_platform_changed');
--> statement-breakpoint
CREATE TRIGGER ip_blacklist_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ip_blacklist
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('open_platform_changed');
--> statement-breakpoint
CREATE TRIGGER isv_limits_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON isv_limits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('open_platform_changed');
