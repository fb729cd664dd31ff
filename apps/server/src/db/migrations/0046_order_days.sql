CREATE TABLE "order_day_products" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_products_site_id_day_sku_name_pk" PRIMARY KEY("site_id","day","sku","name")
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_days_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
-- Backfill (docs/decisions/reports.md 'The shop report reads a daily aggregate'): rebuildOrderDays in
-- orders/order-days.ts for every site.
INSERT INTO "order_days" ("site_id", "day", "orders", "revenue", "refunded")
SELECT o.site_id, (o.created_at AT TIME ZONE 'Europe/Oslo')::date, count(*), sum(o.total),
  sum(CASE WHEN o.payment_status IN ('refunded', 'partiallyRefunded') THEN coalesce((
    SELECT sum(r.total) FROM refunds r WHERE r.site_id = o.site_id AND r.order_id = o.id
  ), 0) ELSE 0 END)
FROM orders o
WHERE o.order_number IS NOT NULL AND o.status IN ('confirmed', 'processing', 'finished')
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "order_day_products" ("site_id", "day", "sku", "name", "lines", "quantity", "revenue")
SELECT o.site_id, (o.created_at AT TIME ZONE 'Europe/Oslo')::date, coalesce(line->>'sku', ''),
  coalesce(line->>'name', ''), count(*), sum((line->>'amount')::int), sum((line->>'total')::bigint)
FROM orders o, jsonb_array_elements(o.lines) AS line
WHERE o.order_number IS NOT NULL AND o.status IN ('confirmed', 'processing', 'finished')
GROUP BY 1, 2, 3, 4;
