CREATE TABLE "vendor_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_maintenance_state_check" CHECK ("vendor_maintenance"."state" in ('scheduled', 'active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_maintenance" ADD CONSTRAINT "vendor_maintenance_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_maintenance_open_unique" ON "vendor_maintenance" USING btree ("merchant_id","vassalage") WHERE "vendor_maintenance"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "vendor_maintenance_vendor_idx" ON "vendor_maintenance" USING btree ("merchant_id","vassalage","starts_at");--> statement-breakpoint
CREATE INDEX "vendor_maintenance_due_idx" ON "vendor_maintenance" USING btree ("state","starts_at") WHERE "vendor_maintenance"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "game_rounds_open_idx" ON "game_rounds" USING btree ("merchant_id","opened_at") WHERE "game_rounds"."status" = 'open';