-- P&L by game (issue 13, reports): the brand's real-money wagers per
-- brand-local day, category, vendor and game, sharded by member id mod 8 like
-- wager_brand_daily, kept by wager_record in the money's transaction; the
-- rows already settled are rolled up from the wagers. Same signature as before.
CREATE TABLE "wager_game_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"shard" integer NOT NULL,
	"wagers" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "wager_game_daily_merchant_id_day_category_vassalage_game_code_shard_pk" PRIMARY KEY("merchant_id","day","category","vassalage","game_code","shard")
);
--> statement-breakpoint
ALTER TABLE "wager_game_daily" ADD CONSTRAINT "wager_game_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
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
	INSERT INTO wager_member_days (merchant_id, day, member_id) VALUES (p_merchant, p_day, p_member) ON CONFLICT DO NOTHING;
	IF FOUND THEN
		INSERT INTO wager_brand_active AS a (merchant_id, day, shard, members) VALUES (p_merchant, p_day, p_shard, 1)
		ON CONFLICT (merchant_id, day, shard) DO UPDATE SET members = a.members + 1;
	END IF;
END;
$$;
--> statement-breakpoint
-- The wagers settled before this migration (real money only, as wager_record rolls them up).
INSERT INTO wager_game_daily (merchant_id, day, category, vassalage, game_code, shard, wagers, stake, valid_bet, payout)
SELECT merchant_id, day, category, vassalage, game_code, member_id % 8, count(*)::integer, sum(stake), sum(valid_bet), sum(payout)
FROM wagers WHERE NOT is_trial
GROUP BY merchant_id, day, category, vassalage, game_code, member_id % 8;
