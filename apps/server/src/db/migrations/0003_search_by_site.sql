-- btree_gin lets site_id sit inside the GIN search indexes; PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "search_index_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_index_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pages_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "activity_log_site_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "revisions_reference_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pages_recent_idx" ON "pages" USING btree ("site_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pages_tree_idx" ON "pages" USING btree ("site_id","kind","title","id","parent_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_index_site_document_idx" ON "search_index" USING gin ("site_id","document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_index_site_title_trgm_idx" ON "search_index" USING gin ("site_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_index_site_title_prefix_idx" ON "search_index" USING btree ("site_id",lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pages_list_idx" ON "pages" USING btree ("site_id","kind","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_log_site_created_idx" ON "activity_log" USING btree ("site_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "revisions_reference_idx" ON "revisions" USING btree ("site_id","type","reference","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);