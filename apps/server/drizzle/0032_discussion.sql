CREATE TABLE "discussion_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"quote_reply_id" integer,
	"quote_author_name" text,
	"quote_excerpt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discussion_topic_reads" (
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_topic_reads_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"author_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_replies" ADD CONSTRAINT "discussion_replies_topic_id_discussion_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."discussion_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_replies" ADD CONSTRAINT "discussion_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_replies" ADD CONSTRAINT "discussion_replies_quote_reply_id_discussion_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."discussion_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_topic_reads" ADD CONSTRAINT "discussion_topic_reads_topic_id_discussion_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."discussion_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_topic_reads" ADD CONSTRAINT "discussion_topic_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_topics" ADD CONSTRAINT "discussion_topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_replies_topic_idx" ON "discussion_replies" USING btree ("topic_id","id");--> statement-breakpoint
CREATE INDEX "discussion_replies_quote_idx" ON "discussion_replies" USING btree ("quote_reply_id");--> statement-breakpoint
CREATE INDEX "discussion_topic_reads_user_idx" ON "discussion_topic_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_topics_activity_idx" ON "discussion_topics" USING btree ("pinned","last_activity_at");--> statement-breakpoint
CREATE INDEX "discussion_topics_created_idx" ON "discussion_topics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "discussion_topics_replies_idx" ON "discussion_topics" USING btree ("reply_count");--> statement-breakpoint
CREATE INDEX "discussion_topics_reads_idx" ON "discussion_topics" USING btree ("read_count");--> statement-breakpoint
CREATE INDEX "discussion_topics_author_idx" ON "discussion_topics" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_topics_tags_idx" ON "discussion_topics" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "discussion_topics_title_trgm_idx" ON "discussion_topics" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);