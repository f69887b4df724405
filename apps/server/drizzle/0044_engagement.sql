CREATE TABLE "mission_progress" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"target" bigint NOT NULL,
	"last_day" date,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claim_request_id" text,
	CONSTRAINT "mission_progress_mission_id_member_id_period_pk" PRIMARY KEY("mission_id","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"bundle" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"event" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_bundle_check" CHECK ("missions"."bundle" in ('daily', 'weekly', 'once')),
	CONSTRAINT "missions_event_check" CHECK ("missions"."event" in ('deposit_amount', 'deposit_count', 'wager_amount', 'rounds', 'win_amount', 'login_days', 'referrals')),
	CONSTRAINT "missions_amounts_check" CHECK ("missions"."target" > 0 and "missions"."prize_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions_seen" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_seen_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_scores" (
	"tournament_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"rank" integer,
	"prize" bigint,
	CONSTRAINT "tournament_scores_tournament_id_member_id_pk" PRIMARY KEY("tournament_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"paid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_metric_check" CHECK ("tournaments"."metric" in ('wagered', 'rounds', 'best_multiplier')),
	CONSTRAINT "tournaments_window_check" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rain_envelopes" (
	"rain_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"member_id" integer,
	"grabbed_at" timestamp with time zone,
	CONSTRAINT "rain_envelopes_rain_id_seq_pk" PRIMARY KEY("rain_id","seq"),
	CONSTRAINT "rain_envelopes_amount_check" CHECK ("rain_envelopes"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"envelopes" integer NOT NULL,
	"requirement" text NOT NULL,
	"requirement_amount" bigint DEFAULT 0 NOT NULL,
	"requirement_days" integer DEFAULT 7 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rains_requirement_check" CHECK ("rains"."requirement" in ('none', 'deposit', 'valid_bet')),
	CONSTRAINT "rains_budget_check" CHECK ("rains"."envelopes" >= 1 and "rains"."budget" >= "rains"."envelopes")
);
--> statement-breakpoint
CREATE TABLE "wheel_deposits" (
	"merchant_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "wheel_deposits_merchant_id_deposit_id_pk" PRIMARY KEY("merchant_id","deposit_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_members" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"deposit_spins" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"next_seed" text NOT NULL,
	"next_seed_hash" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_members_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"segment" integer NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"labels" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_spins_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "wheels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"segments" jsonb NOT NULL,
	"spin_per_deposit" bigint,
	"spin_per_valid_bet" bigint,
	"daily_play_spins" integer DEFAULT 0 NOT NULL,
	"budget" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"points_given" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"play_from" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheels_merchant_id_unique" UNIQUE("merchant_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "referral_codes_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"step" text NOT NULL,
	"referrer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rewards_merchant_id_member_id_step_pk" PRIMARY KEY("merchant_id","member_id","step"),
	CONSTRAINT "referral_rewards_step_check" CHECK ("referral_rewards"."step" in ('registered', 'first_deposit', 'wagered'))
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"register_reward" bigint DEFAULT 0 NOT NULL,
	"first_deposit_reward" bigint DEFAULT 0 NOT NULL,
	"first_deposit_min" bigint DEFAULT 0 NOT NULL,
	"wager_reward" bigint DEFAULT 0 NOT NULL,
	"wager_target" bigint DEFAULT 0 NOT NULL,
	"max_friends" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"flag" text,
	"counted" boolean DEFAULT true NOT NULL,
	"first_deposit_id" integer,
	CONSTRAINT "referrals_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id"),
	CONSTRAINT "referrals_flag_check" CHECK ("referrals"."flag" is null or "referrals"."flag" in ('same_device', 'same_address', 'same_bank_account'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "withdraw_daily_max" bigint;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "withdraw_daily_count" integer;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scores" ADD CONSTRAINT "tournament_scores_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scores" ADD CONSTRAINT "tournament_scores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scores" ADD CONSTRAINT "tournament_scores_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_envelopes" ADD CONSTRAINT "rain_envelopes_rain_id_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."rains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_envelopes" ADD CONSTRAINT "rain_envelopes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rains" ADD CONSTRAINT "rains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_deposits" ADD CONSTRAINT "wheel_deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_deposits" ADD CONSTRAINT "wheel_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_members" ADD CONSTRAINT "wheel_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_members" ADD CONSTRAINT "wheel_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheels" ADD CONSTRAINT "wheels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_progress_member_idx" ON "mission_progress" USING btree ("merchant_id","member_id","period");--> statement-breakpoint
CREATE INDEX "mission_progress_claimable_idx" ON "mission_progress" USING btree ("merchant_id","member_id") WHERE "mission_progress"."completed_at" is not null and "mission_progress"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "missions_brand_idx" ON "missions" USING btree ("merchant_id","event");--> statement-breakpoint
CREATE INDEX "missions_seen_at_idx" ON "missions_seen" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "tournament_scores_board_idx" ON "tournament_scores" USING btree ("tournament_id","score" desc,"reached_at","member_id");--> statement-breakpoint
CREATE INDEX "tournaments_window_idx" ON "tournaments" USING btree ("merchant_id","ends_at");--> statement-breakpoint
CREATE INDEX "tournaments_unfinished_idx" ON "tournaments" USING btree ("ends_at") WHERE "tournaments"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rain_envelopes_one_per_member" ON "rain_envelopes" USING btree ("rain_id","member_id");--> statement-breakpoint
CREATE INDEX "rain_envelopes_free_idx" ON "rain_envelopes" USING btree ("rain_id","seq") WHERE "rain_envelopes"."member_id" is null;--> statement-breakpoint
CREATE INDEX "rain_envelopes_member_idx" ON "rain_envelopes" USING btree ("merchant_id","member_id","grabbed_at");--> statement-breakpoint
CREATE INDEX "rains_window_idx" ON "rains" USING btree ("merchant_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_request_unique" ON "wheel_spins" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_unique" ON "referral_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("merchant_id","referrer_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("merchant_id","referrer_id","registered_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('deposit', 'withdrawal_lock', 'withdrawal_release', 'withdrawal_payout', 'transfer_in', 'transfer_out', 'bet', 'win', 'refund', 'bonus', 'adjustment', 'deposit_fee', 'demo_credit', 'jackpot_seed', 'jackpot_contribution', 'jackpot_release', 'team_transfer', 'agent_commission', 'bonus_convert', 'bonus_forfeit', 'promotion_cash', 'rebate', 'vip_gift', 'points_earn', 'points_redeem', 'points_refund', 'points_convert', 'points_cash', 'mission_prize', 'tournament_prize', 'red_envelope', 'wheel_prize', 'referral_reward'));