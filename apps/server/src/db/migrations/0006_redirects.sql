CREATE TABLE "redirects" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("site_id","from_path");