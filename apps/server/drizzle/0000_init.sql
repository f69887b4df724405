CREATE TABLE "access_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_rules_kind_check" CHECK ("access_rules"."kind" in ('country', 'ip'))
);
--> statement-breakpoint
CREATE TABLE "brand_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"links" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" text NOT NULL,
	"device" text,
	"anchor" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "merchant_domains_host_unique" UNIQUE("host"),
	CONSTRAINT "merchant_domains_kind_check" CHECK ("merchant_domains"."kind" in ('player', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"gmt_offset_minutes" integer NOT NULL,
	"default_language" text DEFAULT 'EN' NOT NULL,
	"supported_languages" text[] NOT NULL,
	"platform" text DEFAULT 'WEB' NOT NULL,
	"lottery_type" text DEFAULT 'SEA' NOT NULL,
	"cockfight_vendors" text[] NOT NULL,
	"exception_vendors" text[] NOT NULL,
	"prize_modes" text[] NOT NULL,
	"agent_types" integer[] NOT NULL,
	"trial_type" integer NOT NULL,
	"theme_primary" text NOT NULL,
	"theme_accent" text NOT NULL,
	"main_domain" text NOT NULL,
	"gtag_id" text,
	"image_cdns" text[] NOT NULL,
	"launch_game_cdns" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "register_field_settings" (
	"merchant_id" integer NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"min_length" integer,
	"max_length" integer,
	"pattern_id" integer,
	CONSTRAINT "register_field_settings_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"icon_path" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_status_check" CHECK ("vendors"."status" in ('ACTIVE', 'MAINTENANCE'))
);
--> statement-breakpoint
CREATE TABLE "whitelabel_flags" (
	"merchant_id" integer NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whitelabel_flags_merchant_id_mod_id_pk" PRIMARY KEY("merchant_id","mod_id")
);
--> statement-breakpoint
ALTER TABLE "access_rules" ADD CONSTRAINT "access_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_resources" ADD CONSTRAINT "brand_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_settings" ADD CONSTRAINT "register_field_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_flags" ADD CONSTRAINT "whitelabel_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_flags" ADD CONSTRAINT "whitelabel_flags_parent_fk" FOREIGN KEY ("merchant_id","parent_mod_id") REFERENCES "public"."whitelabel_flags"("merchant_id","mod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_rules_merchant_idx" ON "access_rules" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "brand_resources_merchant_idx" ON "brand_resources" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "customer_services_merchant_idx" ON "customer_services" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_unique" ON "help_topics" USING btree ("merchant_id","language","anchor");--> statement-breakpoint
CREATE INDEX "maintenance_windows_merchant_idx" ON "maintenance_windows" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "merchant_domains_merchant_idx" ON "merchant_domains" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_unique" ON "vendors" USING btree ("merchant_id","vassalage","game_type");