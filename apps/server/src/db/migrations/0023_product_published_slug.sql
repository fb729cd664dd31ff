ALTER TABLE "products" ADD COLUMN "published_slug" text;--> statement-breakpoint
CREATE INDEX "products_published_slug_idx" ON "products" USING btree ("site_id","published_slug");--> statement-breakpoint
UPDATE "products" SET "published_slug" = "published"->>'slug' WHERE "published_at" IS NOT NULL;
