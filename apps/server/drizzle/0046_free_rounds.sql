CREATE TABLE "free_round_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"rounds_granted" integer NOT NULL,
	"rounds_left" integer NOT NULL,
	"stake" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_round_grants_status_check" CHECK ("free_round_grants"."status" in ('active', 'used', 'expired')),
	CONSTRAINT "free_round_grants_rounds_check" CHECK ("free_round_grants"."rounds_granted" > 0 and "free_round_grants"."rounds_left" >= 0 and "free_round_grants"."rounds_left" <= "free_round_grants"."rounds_granted"),
	CONSTRAINT "free_round_grants_stake_check" CHECK ("free_round_grants"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "free_round_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_plays" ADD CONSTRAINT "free_round_plays_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_plays" ADD CONSTRAINT "free_round_plays_grant_id_free_round_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."free_round_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_grants_source_unique" ON "free_round_grants" USING btree ("merchant_id","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "free_round_grants_member_idx" ON "free_round_grants" USING btree ("merchant_id","member_id","status");--> statement-breakpoint
CREATE INDEX "free_round_grants_open_idx" ON "free_round_grants" USING btree ("expires_at") WHERE "free_round_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_plays_tx_unique" ON "free_round_plays" USING btree ("merchant_id","vassalage","transaction_id");--> statement-breakpoint
CREATE INDEX "free_round_plays_round_idx" ON "free_round_plays" USING btree ("merchant_id","vassalage","round_id");--> statement-breakpoint
CREATE INDEX "free_round_plays_grant_idx" ON "free_round_plays" USING btree ("grant_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('deposit', 'withdrawal_lock', 'withdrawal_release', 'withdrawal_payout', 'transfer_in', 'transfer_out', 'bet', 'win', 'refund', 'bonus', 'adjustment', 'deposit_fee', 'demo_credit', 'jackpot_seed', 'jackpot_contribution', 'jackpot_release', 'team_transfer', 'agent_commission', 'bonus_convert', 'bonus_forfeit', 'promotion_cash', 'rebate', 'vip_gift', 'points_earn', 'points_redeem', 'points_refund', 'points_convert', 'points_cash', 'mission_prize', 'tournament_prize', 'red_envelope', 'wheel_prize', 'referral_reward', 'free_round_stake'));