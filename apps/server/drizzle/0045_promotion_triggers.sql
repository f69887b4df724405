ALTER TABLE "promotions" ADD COLUMN "mission_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_points" bigint DEFAULT 0 NOT NULL;