CREATE TABLE "discount_codes" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"discount_id" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean NOT NULL,
	"max_uses" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "discount_codes_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean NOT NULL,
	"offer_type" text NOT NULL,
	"offer_value" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"applies_to" text NOT NULL,
	"applies_to_values" jsonb NOT NULL,
	"cart_rules" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "discount_codes_discount_idx" ON "discount_codes" USING btree ("site_id","discount_id","sort");--> statement-breakpoint
CREATE INDEX "discounts_name_idx" ON "discounts" USING btree ("site_id","name","id");