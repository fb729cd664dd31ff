CREATE TABLE "product_variants" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"stage" text NOT NULL,
	"id" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"price" integer,
	"position" integer NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_site_id_product_id_stage_id_pk" PRIMARY KEY("site_id","product_id","stage","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"bundle" boolean DEFAULT false NOT NULL,
	"master" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"price_value" integer DEFAULT 0 NOT NULL,
	"image" text,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" text,
	"editor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("site_id","stage","sku") WHERE "product_variants"."sku" <> '';--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("site_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("site_id","sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("site_id","tags");--> statement-breakpoint
CREATE INDEX "products_categories_idx" ON "products" USING gin ("site_id","categories");--> statement-breakpoint
CREATE INDEX "products_master_idx" ON "products" USING btree ("site_id","master") WHERE "products"."master" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("site_id","product_id","created_at");