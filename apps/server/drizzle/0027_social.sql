CREATE TABLE "social_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_providers" (
	"provider" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_bindings" ADD CONSTRAINT "social_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_bindings_identity_key" ON "social_bindings" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "social_bindings_user_idx" ON "social_bindings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_bindings_created_idx" ON "social_bindings" USING btree ("created_at");