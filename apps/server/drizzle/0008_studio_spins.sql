CREATE TABLE "studio_spins" (
	"merchant_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"bet" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_spins_merchant_id_round_id_pk" PRIMARY KEY("merchant_id","round_id")
);
--> statement-breakpoint
ALTER TABLE "studio_spins" ADD CONSTRAINT "studio_spins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_spins_created_idx" ON "studio_spins" USING btree ("created_at");