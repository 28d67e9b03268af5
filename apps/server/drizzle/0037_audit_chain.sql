CREATE TABLE "log_chain" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_hash" text DEFAULT '' NOT NULL,
	"legacy_through_seq" bigint DEFAULT 0 NOT NULL,
	"legacy_sealed_at" timestamp with time zone,
	"legacy_last_hash" text,
	"purged_through_seq" bigint DEFAULT 0 NOT NULL,
	"purged_last_hash" text DEFAULT '' NOT NULL,
	CONSTRAINT "log_chain_one_row" CHECK ("log_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "log_exports" (
	"day" date PRIMARY KEY NOT NULL,
	"object_key" text NOT NULL,
	"records" integer NOT NULL,
	"through_seq" bigint NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "request_logs_seq_key" ON "request_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "request_logs_unsealed_idx" ON "request_logs" USING btree ("id") WHERE "request_logs"."seq" is null;