CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_credentials" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scopes" text[] NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "client_credentials_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "access_tokens_credential_idx" ON "access_tokens" USING btree ("site_id","credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_credentials_client_id_idx" ON "client_credentials" USING btree ("client_id");