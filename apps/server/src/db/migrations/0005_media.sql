CREATE TABLE "media_files" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"mime" text NOT NULL,
	"file_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"alt_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"focus_x" integer,
	"focus_y" integer,
	"preview_image" text,
	"private" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "media_files_list_idx" ON "media_files" USING btree ("site_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_files_tags_idx" ON "media_files" USING gin ("site_id","tags");--> statement-breakpoint
CREATE INDEX "media_files_id_idx" ON "media_files" USING btree ("id");