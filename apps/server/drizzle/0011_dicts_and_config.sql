CREATE TABLE "setting_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"setting_id" integer NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"dict_type" text DEFAULT '' NOT NULL,
	"value" text,
	"built_in" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" integer NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT 'default' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_positions" (
	"product_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	CONSTRAINT "product_positions_product_id_entry_id_pk" PRIMARY KEY("product_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_setting_id_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_entries" ADD CONSTRAINT "dict_entries_dict_id_dicts_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."dicts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_positions" ADD CONSTRAINT "product_positions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_positions" ADD CONSTRAINT "product_positions_entry_id_dict_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."dict_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_changes_setting_idx" ON "setting_changes" USING btree ("setting_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_key_key" ON "settings" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_entries_dict_value_key" ON "dict_entries" USING btree ("dict_id","value");--> statement-breakpoint
CREATE INDEX "dict_entries_dict_sort_idx" ON "dict_entries" USING btree ("dict_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dicts_type_lower_key" ON "dicts" USING btree (lower("type"));--> statement-breakpoint
CREATE INDEX "product_positions_entry_idx" ON "product_positions" USING btree ("entry_id");