CREATE TABLE "merchant_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_banks_status_check" CHECK ("merchant_banks"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "merchant_banks" ADD CONSTRAINT "merchant_banks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_banks_code_unique" ON "merchant_banks" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_banks_name_unique" ON "merchant_banks" USING btree ("merchant_id","name");