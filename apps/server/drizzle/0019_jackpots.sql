CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"jackpot_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"round_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_codes" text[] NOT NULL,
	"currency" text NOT NULL,
	"seed" bigint NOT NULL,
	"contribution_bp" integer NOT NULL,
	"hit_every" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"contribution_carry" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_status_check" CHECK ("jackpots"."status" in ('active', 'paused')),
	CONSTRAINT "jackpots_carry_check" CHECK ("jackpots"."contribution_carry" between 0 and 9999),
	CONSTRAINT "jackpots_seed_check" CHECK ("jackpots"."seed" > 0),
	CONSTRAINT "jackpots_contribution_check" CHECK ("jackpots"."contribution_bp" between 1 and 500),
	CONSTRAINT "jackpots_hit_every_check" CHECK ("jackpots"."hit_every" > 0 and "jackpots"."hit_every" <= 281474976710655)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_round_unique" ON "jackpot_hits" USING btree ("jackpot_id","vassalage","round_id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_recent_idx" ON "jackpot_hits" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_code_unique" ON "jackpots" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "jackpots_vendor_idx" ON "jackpots" USING btree ("merchant_id","vassalage");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('main', 'vendor', 'bonus', 'locked', 'house', 'channel', 'suspense', 'demo', 'jackpot'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('deposit', 'withdrawal_lock', 'withdrawal_release', 'withdrawal_payout', 'transfer_in', 'transfer_out', 'bet', 'win', 'refund', 'bonus', 'adjustment', 'deposit_fee', 'demo_credit', 'jackpot_seed', 'jackpot_contribution', 'jackpot_release'));