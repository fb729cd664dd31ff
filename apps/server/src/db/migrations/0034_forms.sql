CREATE TABLE "form_entries" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"form_id" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_entries_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"internal_description" text DEFAULT '' NOT NULL,
	"public_description" text DEFAULT '' NOT NULL,
	"submit_button_text" text NOT NULL,
	"success_text" text NOT NULL,
	"forward_url" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "form_entries_form_created_idx" ON "form_entries" USING btree ("site_id","form_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forms_name_idx" ON "forms" USING btree ("site_id","name","id");