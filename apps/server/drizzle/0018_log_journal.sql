CREATE TABLE "log_journal_files" (
	"name" text PRIMARY KEY NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
