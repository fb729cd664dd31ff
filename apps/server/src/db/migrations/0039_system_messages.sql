CREATE TABLE "system_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "system_messages_created_idx" ON "system_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);