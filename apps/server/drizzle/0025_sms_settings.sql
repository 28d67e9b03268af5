CREATE TABLE "sms_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'outbox' NOT NULL,
	"secret_id" text DEFAULT '' NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"sdk_app_id" text DEFAULT '' NOT NULL,
	"sign_name" text DEFAULT '' NOT NULL,
	"sign_in_template_id" text DEFAULT '' NOT NULL,
	"change_phone_template_id" text DEFAULT '' NOT NULL,
	"reset_password_template_id" text DEFAULT '' NOT NULL,
	"endpoint" text DEFAULT 'https://sms.tencentcloudapi.com' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "sms_settings_one_row" CHECK ("sms_settings"."id" = 1)
);
--> statement-breakpoint
-- The 短信发件箱 page gained 编辑 (the SMS provider's settings). Seeding adds only missing pages, so an
-- install that has the page gets the type here.
UPDATE "menus" SET "perm_types" = array_append("perm_types", 'edit')
WHERE "builtin_key" = '/sys/sms-outbox' AND NOT ('edit' = ANY("perm_types"));
