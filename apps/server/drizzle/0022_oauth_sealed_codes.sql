-- Codes are sealed now and stored nowhere; the table remembers only those taken back.
DELETE FROM "oauth_codes" WHERE "used_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP CONSTRAINT "oauth_codes_client_id_oauth_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP CONSTRAINT "oauth_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "client_id";--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "redirect_uri";--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "scopes";--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "nonce";--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "code_challenge";--> statement-breakpoint
ALTER TABLE "oauth_codes" DROP COLUMN "used_at";