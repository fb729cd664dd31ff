CREATE TABLE "carts" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"token_hash" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token_idx" ON "carts" USING btree ("site_id","token_hash");--> statement-breakpoint
CREATE INDEX "carts_expires_idx" ON "carts" USING btree ("site_id","expires_at");