DROP INDEX "orders_site_created_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_company_idx";--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("site_id","customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("site_id","company_id","created_at" DESC NULLS FIRST);