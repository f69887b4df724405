ALTER TABLE "tournaments" ADD COLUMN "recurrence" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "rains" ADD COLUMN "recurrence" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "rains" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "rains" ADD COLUMN "followed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_series_once" ON "tournaments" USING btree ("merchant_id","series_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rains_series_once" ON "rains" USING btree ("merchant_id","series_id","starts_at");--> statement-breakpoint
CREATE INDEX "rains_to_follow_idx" ON "rains" USING btree ("ends_at") WHERE "rains"."recurrence" <> 'none' and "rains"."followed_at" is null and "rains"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_recurrence_check" CHECK ("tournaments"."recurrence" in ('none', 'daily', 'weekly'));--> statement-breakpoint
ALTER TABLE "rains" ADD CONSTRAINT "rains_recurrence_check" CHECK ("rains"."recurrence" in ('none', 'daily', 'weekly'));