CREATE TABLE "file_writes" (
	"object_key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"provider" text NOT NULL,
	"object_key" text NOT NULL,
	"uploader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE TABLE "storage_settings" (
	"provider" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"access_key_id" text DEFAULT '' NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"force_path_style" boolean DEFAULT true NOT NULL,
	"public_base_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_name_idx" ON "files" USING btree ("name");--> statement-breakpoint
CREATE INDEX "files_size_idx" ON "files" USING btree ("size");--> statement-breakpoint
CREATE INDEX "files_content_type_idx" ON "files" USING btree ("content_type");--> statement-breakpoint
CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");