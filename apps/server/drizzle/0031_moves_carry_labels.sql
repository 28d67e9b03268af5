ALTER TABLE "company_migrations" ADD COLUMN "labels" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_migrations" ADD COLUMN "industry" char(1) DEFAULT '' NOT NULL;--> statement-breakpoint
-- The moves recorded before carry their company's labels and industry from now on.
UPDATE "company_migrations" AS m SET "labels" = c."labels", "industry" = c."industry" FROM "companies" AS c WHERE c."id" = m."company_id";
