CREATE TABLE "testcard_operations" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testcard_operations_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "testcard_payments" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"captured_sum" integer DEFAULT 0 NOT NULL,
	"refunded_sum" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"card_last4" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testcard_payments_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "testcard_operations_idempotency_idx" ON "testcard_operations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "testcard_payments_idempotency_idx" ON "testcard_payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "testcard_payments_reference_idx" ON "testcard_payments" USING btree ("id");