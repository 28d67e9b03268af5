CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"industry" char(1) NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"registered_capital" numeric(14, 2) DEFAULT 0 NOT NULL,
	"founded_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"labels" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_change_reads" (
	"user_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	"read" boolean NOT NULL,
	CONSTRAINT "company_change_reads_user_id_change_id_pk" PRIMARY KEY("user_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "company_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"field" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_follows" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"read_through" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_follows_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_region" varchar(6) NOT NULL,
	"to_region" varchar(6) NOT NULL,
	"migrated_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"parent_code" varchar(6),
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_configs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"region_code" varchar(6),
	"labels" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_change_reads" ADD CONSTRAINT "company_change_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_change_reads" ADD CONSTRAINT "company_change_reads_change_id_company_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."company_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_migrations" ADD CONSTRAINT "company_migrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_configs" ADD CONSTRAINT "watch_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_configs" ADD CONSTRAINT "watch_configs_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code_key" ON "companies" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "companies_region_idx" ON "companies" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_updated_idx" ON "companies" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "companies_capital_idx" ON "companies" USING btree ("registered_capital");--> statement-breakpoint
CREATE INDEX "companies_founded_idx" ON "companies" USING btree ("founded_on");--> statement-breakpoint
CREATE INDEX "company_change_reads_change_idx" ON "company_change_reads" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "company_changes_company_idx" ON "company_changes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_changes_region_idx" ON "company_changes" USING btree ("region_code","id");--> statement-breakpoint
CREATE INDEX "company_follows_company_idx" ON "company_follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_follows_user_created_idx" ON "company_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "company_migrations_to_idx" ON "company_migrations" USING btree ("to_region","migrated_on","id");--> statement-breakpoint
CREATE INDEX "company_migrations_from_idx" ON "company_migrations" USING btree ("from_region","migrated_on","id");--> statement-breakpoint
CREATE INDEX "company_migrations_company_idx" ON "company_migrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
-- The unfiltered total of the company list is read from row_counts (migration 0004), not counted.
CREATE TRIGGER companies_count_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
CREATE TRIGGER companies_count_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
CREATE TRIGGER companies_count_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();
--> statement-breakpoint
INSERT INTO row_counts (table_name, rows) SELECT 'companies', count(*) FROM companies;
