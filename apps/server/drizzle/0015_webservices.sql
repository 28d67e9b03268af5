CREATE TABLE "web_service_apis" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"soap_action" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"params_template" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"wsdl_url" text NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"timeout_seconds" integer DEFAULT 15 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_service_apis" ADD CONSTRAINT "web_service_apis_service_id_web_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."web_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web_service_apis_service_name_key" ON "web_service_apis" USING btree ("service_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "web_services_name_lower_key" ON "web_services" USING btree (lower("name"));