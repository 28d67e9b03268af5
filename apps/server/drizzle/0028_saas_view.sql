CREATE TABLE "saas_theme_choices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"saas_product_id" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_reads" (
	"user_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "version_reads_user_id_version_id_pk" PRIMARY KEY("user_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saas_theme_choices" ADD CONSTRAINT "saas_theme_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_theme_choices" ADD CONSTRAINT "saas_theme_choices_saas_product_id_saas_products_id_fk" FOREIGN KEY ("saas_product_id") REFERENCES "public"."saas_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_reads" ADD CONSTRAINT "version_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_reads" ADD CONSTRAINT "version_reads_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saas_theme_choices_product_idx" ON "saas_theme_choices" USING btree ("saas_product_id");--> statement-breakpoint
CREATE INDEX "version_reads_version_idx" ON "version_reads" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_version_key" ON "versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "versions_published_idx" ON "versions" USING btree ("published","published_at");--> statement-breakpoint
-- A main account named by a sub-account must exist before the reference can be declared.
UPDATE "users" SET "parent_id" = NULL WHERE "parent_id" IS NOT NULL AND "parent_id" NOT IN (SELECT "id" FROM "users");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
-- 版本管理 gained 新增/编辑/删除 (publishing versions). Seeding adds only missing pages, so an install
-- that has the page gets the types here.
UPDATE "menus" SET "perm_types" = ARRAY['view', 'add', 'edit', 'delete']
WHERE "builtin_key" = '/saasView/version/version' AND NOT ('add' = ANY("perm_types"));
