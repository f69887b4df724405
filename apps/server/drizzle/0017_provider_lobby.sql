ALTER TABLE "provider_settings" ADD COLUMN "lobby_url" text;--> statement-breakpoint
-- The studio's live tables report their state to the room list (issue 11).
UPDATE "provider_settings" SET "lobby_url" = '/studio/tables/api/lobby' WHERE "vassalage" = 'WPS' AND "lobby_url" IS NULL;
