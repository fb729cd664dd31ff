CREATE TABLE "booking_resources" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"slots" integer NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_resources_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slots" integer NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"round_duration" boolean DEFAULT false NOT NULL,
	"required_product_purchase" boolean DEFAULT false NOT NULL,
	"merge_bookings" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"price_per" text NOT NULL,
	"schedule_limit_days" integer,
	"schedule_limit_hours" integer DEFAULT 0 NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_services_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"service_id" text NOT NULL,
	"event_id" text,
	"resource_ids" text[] DEFAULT '{}' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"slots" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"customer_id" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "booking_resources_name_idx" ON "booking_resources" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "booking_services_name_idx" ON "booking_services" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("site_id","start","id");--> statement-breakpoint
CREATE INDEX "bookings_service_start_idx" ON "bookings" USING btree ("site_id","service_id","start","id");--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("site_id","service_id","event_id");