CREATE TABLE "data_set_records" (
	"site_id" text NOT NULL,
	"data_set_id" text NOT NULL,
	"id" text NOT NULL,
	"values" jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_set_records_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "data_sets" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"props" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_sets_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "data_set_records_list_idx" ON "data_set_records" USING btree ("site_id","data_set_id","title","id");--> statement-breakpoint
CREATE INDEX "data_set_records_title_trgm_idx" ON "data_set_records" USING gin ("site_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "data_sets_name_idx" ON "data_sets" USING btree ("site_id","name");