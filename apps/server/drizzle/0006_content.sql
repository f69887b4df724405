CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"group_name" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text,
	"linkage" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_group_check" CHECK ("banners"."group_name" in ('w_register', 'w_home', 'w_activity', 'w_model', 'w_video', 'w_event', 'w_login', 'w_forget')),
	CONSTRAINT "banners_linkage_check" CHECK (("banners"."linkage_type" is null) = ("banners"."linkage" is null) and ("banners"."linkage_type" is null or "banners"."linkage_type" in ('ROUTE', 'URL', 'GAME', 'PROMOTION')))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"promotion_type" text,
	"executions" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "notices_executions_check" CHECK ("notices"."executions" <@ array['A', 'B', 'F']::text[])
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banners_code_unique" ON "banners" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("merchant_id","group_name","language","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_code_unique" ON "notices" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "notices_live_idx" ON "notices" USING btree ("merchant_id","language","starts_at");--> statement-breakpoint
CREATE INDEX "game_rounds_recent_idx" ON "game_rounds" USING btree ("merchant_id","opened_at");