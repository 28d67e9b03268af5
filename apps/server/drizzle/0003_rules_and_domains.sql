CREATE TABLE "permission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"perm_id" integer NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_rules_unique" UNIQUE("perm_id","field","operator")
);
--> statement-breakpoint
CREATE TABLE "role_data_rules" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"scope" text NOT NULL,
	"department_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "role_data_rules_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "domain_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"owner_user_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_menus" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "permission_rules" ADD CONSTRAINT "permission_rules_perm_id_role_menus_id_fk" FOREIGN KEY ("perm_id") REFERENCES "public"."role_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_rules" ADD CONSTRAINT "role_data_rules_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_rules" ADD CONSTRAINT "role_data_rules_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_configs" ADD CONSTRAINT "domain_configs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permission_rules_perm_idx" ON "permission_rules" USING btree ("perm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_configs_domain_lower_key" ON "domain_configs" USING btree (lower("domain"));
