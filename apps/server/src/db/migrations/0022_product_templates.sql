CREATE TABLE "product_templates" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb NOT NULL,
	"customize_options" jsonb NOT NULL,
	"cross_sell" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_templates_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "product_templates_name_idx" ON "product_templates" USING btree ("site_id","name","id");