CREATE TABLE "two_factor_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"last_step" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"user_id" integer NOT NULL,
	"code_digest" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_recovery_codes_user_id_code_digest_pk" PRIMARY KEY("user_id","code_digest")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_after" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "requires_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_keys" ADD CONSTRAINT "two_factor_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The built-in administrator roles require two factors (a fresh install seeds it so; REQUIRE_TWO_FACTOR=false turns every requirement off).
UPDATE "roles" SET "requires_two_factor" = true WHERE "code" IN ('admin', 'system-admin', 'security-admin', 'audit-admin');
