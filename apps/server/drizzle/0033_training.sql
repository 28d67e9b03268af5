CREATE TABLE "training_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" varchar(11) NOT NULL,
	"id_number_secret" text NOT NULL,
	"id_number_digest" text NOT NULL,
	"id_number_masked" varchar(18) NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company_id" integer NOT NULL,
	"occupation" text NOT NULL,
	"mode" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"places" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attachment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_providers" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_programme_id_training_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."training_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_programmes" ADD CONSTRAINT "training_programmes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_providers" ADD CONSTRAINT "training_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_person_key" ON "training_enrolments" USING btree ("programme_id","id_number_digest");--> statement-breakpoint
CREATE INDEX "training_enrolments_programme_idx" ON "training_enrolments" USING btree ("programme_id","status");--> statement-breakpoint
CREATE INDEX "training_enrolments_created_idx" ON "training_enrolments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "training_enrolments_name_trgm_idx" ON "training_enrolments" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "training_programmes_company_idx" ON "training_programmes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "training_programmes_status_idx" ON "training_programmes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "training_programmes_occupation_idx" ON "training_programmes" USING btree ("occupation");--> statement-breakpoint
CREATE INDEX "training_programmes_starts_idx" ON "training_programmes" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "training_programmes_updated_idx" ON "training_programmes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "training_programmes_title_trgm_idx" ON "training_programmes" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);