CREATE TABLE "pages" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" text,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" text,
	"editor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "pages_sibling_slug_key" UNIQUE NULLS NOT DISTINCT("site_id","parent_id","slug")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" text,
	"editor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "timeline_events" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"resource_type" text,
	"resource_id" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_events_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "resource_references" (
	"site_id" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "resource_references_site_id_source_type_source_id_target_id_pk" PRIMARY KEY("site_id","source_type","source_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"author_email" text,
	"snapshot" jsonb NOT NULL,
	"diff" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "search_index" (
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"path" text DEFAULT '' NOT NULL,
	"edit_path" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_index_site_id_type_id_pk" PRIMARY KEY("site_id","type","id")
);
--> statement-breakpoint
CREATE INDEX "pages_list_idx" ON "pages" USING btree ("site_id","kind","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "templates_name_idx" ON "templates" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "timeline_events_site_created_idx" ON "timeline_events" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_references_target_idx" ON "resource_references" USING btree ("site_id","target_id");--> statement-breakpoint
CREATE INDEX "revisions_reference_idx" ON "revisions" USING btree ("site_id","type","reference","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_index_document_idx" ON "search_index" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_index_title_trgm_idx" ON "search_index" USING gin ("title" gin_trgm_ops);