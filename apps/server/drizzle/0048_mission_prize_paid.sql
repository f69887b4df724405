ALTER TABLE "mission_progress" ADD COLUMN "prize_paid" bigint;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD COLUMN "prize_kind" text;--> statement-breakpoint
-- Claims made before this migration were paid at their mission's prize of the time, which was its prize now unless staff changed it since.
UPDATE "mission_progress" p SET "prize_paid" = m."prize_amount", "prize_kind" = m."prize_kind" FROM "missions" m WHERE p."mission_id" = m."id" AND p."claimed_at" IS NOT NULL;
