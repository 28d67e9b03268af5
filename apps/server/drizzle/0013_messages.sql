CREATE TABLE "message_receipts" (
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "message_receipts_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"app_id" text,
	"audience" text,
	"audience_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"to_everyone" boolean DEFAULT false NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"workflow" jsonb,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_start_nodes" (
	"proc_inst_id" text PRIMARY KEY NOT NULL,
	"form_key" text DEFAULT '' NOT NULL,
	"form_perms" text DEFAULT '' NOT NULL,
	"app_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_keys" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_keys" ADD CONSTRAINT "application_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_receipts_message_idx" ON "message_receipts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_receipts_unread_idx" ON "message_receipts" USING btree ("user_id") WHERE "message_receipts"."read_at" is null and "message_receipts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "messages_everyone_idx" ON "messages" USING btree ("id") WHERE "messages"."to_everyone";--> statement-breakpoint
CREATE INDEX "messages_notices_idx" ON "messages" USING btree ("id") WHERE "messages"."audience" is not null;--> statement-breakpoint
CREATE INDEX "messages_proc_inst_idx" ON "messages" USING btree ("proc_inst_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key" ON "messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "application_keys_hash_key" ON "application_keys" USING btree ("key_hash");