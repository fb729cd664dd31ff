CREATE TABLE "components" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"component" text NOT NULL,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" text,
	"editor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "components_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "page_variants" (
	"site_id" text NOT NULL,
	"page_id" text NOT NULL,
	"experiment_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"components" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"author_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_variants_site_id_page_id_experiment_id_variant_id_pk" PRIMARY KEY("site_id","page_id","experiment_id","variant_id")
);
--> statement-breakpoint
CREATE INDEX "components_name_idx" ON "components" USING btree ("site_id","name","id");