-- Active players per day as a rollup (issue 13: the dashboard on a big brand):
-- wager_record adds the member-day row of a member's first real-money wager of
-- a brand-local day and, when it is new, counts the member in the brand's
-- active rollup for that day (the row's primary key keeps the count exact
-- when two first wagers settle at once). Same signature as before.
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
	INSERT INTO wager_member_days (merchant_id, day, member_id) VALUES (p_merchant, p_day, p_member) ON CONFLICT DO NOTHING;
	IF FOUND THEN
		INSERT INTO wager_brand_active AS a (merchant_id, day, shard, members) VALUES (p_merchant, p_day, p_shard, 1)
		ON CONFLICT (merchant_id, day, shard) DO UPDATE SET members = a.members + 1;
	END IF;
END;
$$;
--> statement-breakpoint
-- The days played before this migration, from the member rollup.
INSERT INTO wager_member_days (merchant_id, day, member_id)
SELECT DISTINCT merchant_id, day, member_id FROM wager_member_daily
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO wager_brand_active (merchant_id, day, shard, members)
SELECT merchant_id, day, member_id % 8, count(*)::integer FROM wager_member_days GROUP BY merchant_id, day, member_id % 8
ON CONFLICT DO NOTHING;
