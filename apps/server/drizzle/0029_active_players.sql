CREATE TABLE "wager_brand_active" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"shard" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "wager_brand_active_merchant_id_day_shard_pk" PRIMARY KEY("merchant_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "wager_member_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "wager_member_days_merchant_id_day_member_id_pk" PRIMARY KEY("merchant_id","day","member_id")
);
--> statement-breakpoint
ALTER TABLE "wager_brand_active" ADD CONSTRAINT "wager_brand_active_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_member_days" ADD CONSTRAINT "wager_member_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;