ALTER TABLE "products" ADD COLUMN "price_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_value" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manage_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_status" text DEFAULT 'inStock' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grouped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shown_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "products" SET
	"price_type" = coalesce("draft", "published")->'price'->>'type',
	"compare_at_value" = (coalesce("draft", "published")->'price'->>'compareAtValue')::integer,
	"manage_stock" = (coalesce("draft", "published")->>'manageStock')::boolean,
	"stock_status" = coalesce("draft", "published")->>'stockStatus',
	"grouped" = (coalesce("draft", "published")->>'variant')::boolean,
	"shown_tags" = ARRAY(SELECT jsonb_array_elements_text(coalesce("draft", "published")->'tags'));
