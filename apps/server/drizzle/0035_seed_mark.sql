CREATE TABLE "seed_mark" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"build_id" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_mark_one_row" CHECK ("seed_mark"."id" = 1)
);
