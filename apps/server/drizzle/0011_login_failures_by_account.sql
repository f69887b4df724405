CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("merchant_id","account","created_at");--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "locked_until";