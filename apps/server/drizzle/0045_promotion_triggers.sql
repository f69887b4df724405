ALTER TABLE "missions" DROP CONSTRAINT "missions_event_check";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "mission_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_event_check" CHECK ("missions"."event" in ('deposit_amount', 'deposit_count', 'wager_amount', 'rounds', 'win_amount', 'login_days', 'referrals', 'profile_steps'));