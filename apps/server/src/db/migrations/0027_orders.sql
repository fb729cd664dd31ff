CREATE TABLE "order_counters" (
	"site_id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"text" text NOT NULL,
	"internal" boolean NOT NULL,
	"author_id" text,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"order_number" integer,
	"type" text DEFAULT 'order' NOT NULL,
	"status" text NOT NULL,
	"payment_status" text,
	"total" integer NOT NULL,
	"total_tax" integer NOT NULL,
	"customer_id" text,
	"company_id" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"confirmation_token" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_lines" jsonb NOT NULL,
	"invoice_information" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"stock_returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"amount" integer,
	"provider_event_id" text,
	"message" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"total" integer NOT NULL,
	"reserved_sum" integer DEFAULT 0 NOT NULL,
	"charged_sum" integer DEFAULT 0 NOT NULL,
	"refunded_sum" integer DEFAULT 0 NOT NULL,
	"reservation_timestamp" timestamp with time zone,
	"charge_timestamp" timestamp with time zone,
	"charge_status" text DEFAULT 'waiting' NOT NULL,
	"reservation_status" text DEFAULT 'waiting' NOT NULL,
	"items" jsonb NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total" integer NOT NULL,
	"items" jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"site_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_site_id_scope_key_pk" PRIMARY KEY("site_id","scope","key")
);
--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("site_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("site_id","order_number") WHERE "orders"."order_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("site_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("site_id","company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("site_id","search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirmation_token_key" ON "orders" USING btree ("site_id","confirmation_token");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("site_id","payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("site_id","provider","provider_event_id") WHERE "payment_events"."provider_event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("site_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("site_id","provider","provider_reference");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("site_id","order_id","created_at");