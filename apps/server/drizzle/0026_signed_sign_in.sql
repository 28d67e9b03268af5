CREATE TABLE "application_sign_in_secrets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_sign_in_nonces" (
	"app_id" text NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signed_sign_in_nonces_app_id_nonce_pk" PRIMARY KEY("app_id","nonce")
);
--> statement-breakpoint
ALTER TABLE "application_sign_in_secrets" ADD CONSTRAINT "application_sign_in_secrets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;