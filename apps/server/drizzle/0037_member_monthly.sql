-- Player activity over whole months (issue 13, reports): wager_record keeps a
-- member's sums per brand-local month and the day of the member's first
-- real-money wager, in the money's transaction; rows already settled are
-- rolled up from the member rollups. Same signature as before.
CREATE TABLE "wager_member_first" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "wager_member_first_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "wager_member_monthly" (
	"merchant_id" integer NOT NULL,
	"month" date NOT NULL,
	"member_id" integer NOT NULL,
	"wagers" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "wager_member_monthly_merchant_id_month_member_id_pk" PRIMARY KEY("merchant_id","month","member_id")
);
--> statement-breakpoint
ALTER TABLE "wager_member_first" ADD CONSTRAINT "wager_member_first_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_member_monthly" ADD CONSTRAINT "wager_member_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wager_member_first_day_idx" ON "wager_member_first" USING btree ("merchant_id","first_day");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "wager_record"(
	p_merchant integer, p_member integer, p_source text, p_ref text, p_category text, p_vassalage text, p_game text,
	p_currency text, p_stake bigint, p_valid bigint, p_payout bigint, p_trial boolean, p_settled_at timestamptz, p_day date, p_shard integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO wagers (merchant_id, member_id, source, source_ref, category, vassalage, game_code, currency, stake, valid_bet, payout, result, is_trial, settled_at, day)
	VALUES (p_merchant, p_member, p_source, p_ref, p_category, p_vassalage, p_game, p_currency, p_stake, p_valid, p_payout,
		CASE WHEN p_payout > p_stake THEN 'win' WHEN p_payout < p_stake THEN 'lose' ELSE 'tie' END, p_trial, p_settled_at, p_day);
	IF p_trial THEN
		RETURN;
	END IF;
	INSERT INTO wager_member_daily AS r (merchant_id, member_id, day, category, vassalage, wagers, stake, valid_bet, payout)
	VALUES (p_merchant, p_member, p_day, p_category, p_vassalage, 1, p_stake, p_valid, p_payout)
	ON CONFLICT (merchant_id, member_id, day, category, vassalage) DO UPDATE
		SET wagers = r.wagers + 1, stake = r.stake + excluded.stake, valid_bet = r.valid_bet + excluded.valid_bet, payout = r.payout + excluded.payout;
	INSERT INTO wager_brand_daily AS r (merchant_id, day, category, vassalage, shard, wagers, stake, valid_bet, payout)
	VALUES (p_merchant, p_day, p_category, p_vassalage, p_shard, 1, p_stake, p_valid, p_payout)
	ON CONFLICT (merchant_id, day, category, vassalage, shard) DO UPDATE
		SET wagers = r.wagers + 1, stake = r.stake + excluded.stake, valid_bet = r.valid_bet + excluded.valid_bet, payout = r.payout + excluded.payout;
	INSERT INTO wager_game_daily AS r (merchant_id, day, category, vassalage, game_code, shard, wagers, stake, valid_bet, payout)
	VALUES (p_merchant, p_day, p_category, p_vassalage, p_game, p_shard, 1, p_stake, p_valid, p_payout)
	ON CONFLICT (merchant_id, day, category, vassalage, game_code, shard) DO UPDATE
		SET wagers = r.wagers + 1, stake = r.stake + excluded.stake, valid_bet = r.valid_bet + excluded.valid_bet, payout = r.payout + excluded.payout;
	INSERT INTO wager_member_monthly AS r (merchant_id, month, member_id, wagers, stake, valid_bet, payout)
	VALUES (p_merchant, date_trunc('month', p_day)::date, p_member, 1, p_stake, p_valid, p_payout)
	ON CONFLICT (merchant_id, month, member_id) DO UPDATE
		SET wagers = r.wagers + 1, stake = r.stake + excluded.stake, valid_bet = r.valid_bet + excluded.valid_bet, payout = r.payout + excluded.payout;
	INSERT INTO wager_member_days (merchant_id, day, member_id) VALUES (p_merchant, p_day, p_member) ON CONFLICT DO NOTHING;
	IF FOUND THEN
		INSERT INTO wager_brand_active AS a (merchant_id, day, shard, members) VALUES (p_merchant, p_day, p_shard, 1)
		ON CONFLICT (merchant_id, day, shard) DO UPDATE SET members = a.members + 1;
		-- A member's first day of play: only a member's first wager of a day can be the first ever (an earlier day keeps its row).
		INSERT INTO wager_member_first AS f (merchant_id, member_id, first_day) VALUES (p_merchant, p_member, p_day)
		ON CONFLICT (merchant_id, member_id) DO UPDATE SET first_day = least(f.first_day, excluded.first_day);
	END IF;
END;
$$;
--> statement-breakpoint
INSERT INTO wager_member_monthly (merchant_id, month, member_id, wagers, stake, valid_bet, payout)
SELECT merchant_id, date_trunc('month', day)::date, member_id, sum(wagers)::integer, sum(stake), sum(valid_bet), sum(payout)
FROM wager_member_daily GROUP BY merchant_id, date_trunc('month', day)::date, member_id;
--> statement-breakpoint
INSERT INTO wager_member_first (merchant_id, member_id, first_day)
SELECT merchant_id, member_id, min(day) FROM wager_member_days GROUP BY merchant_id, member_id;
