CREATE INDEX "members_created_idx" ON "members" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_bonus_idx" ON "ledger_transactions" USING btree ("merchant_id","created_at") WHERE "ledger_transactions"."type" = 'bonus';--> statement-breakpoint
CREATE INDEX "deposits_reviewed_idx" ON "deposits" USING btree ("merchant_id","status","reviewed_at");--> statement-breakpoint
CREATE INDEX "withdrawals_reviewed_idx" ON "withdrawals" USING btree ("merchant_id","status","reviewed_at");