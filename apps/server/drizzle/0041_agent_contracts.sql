CREATE TABLE "agent_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"payer_id" integer,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"period_label" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"players_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"base" bigint NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"tier_index" integer,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_bills_kind_check" CHECK ("agent_bills"."kind" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_bills_status_check" CHECK ("agent_bills"."status" in ('pending_review', 'approved', 'rejected', 'expired', 'paid', 'partly_paid', 'unpaid')),
	CONSTRAINT "agent_bills_amounts_check" CHECK ("agent_bills"."amount" >= 0 and "agent_bills"."paid" >= 0 and "agent_bills"."paid" <= "agent_bills"."amount")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"offered_by_staff" integer,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate" integer NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "agent_contracts_kind_check" CHECK ("agent_contracts"."kind" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('offered', 'accepted', 'declined', 'terminated')),
	CONSTRAINT "agent_contracts_period_check" CHECK ("agent_contracts"."period" in ('day', 'week', 'semimonth', 'month', 'hour', 'slot'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_label" text NOT NULL,
	"staff_id" integer,
	"bills" integer NOT NULL,
	"new_bills" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_slots" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"own" boolean NOT NULL,
	"wagers" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_slots_merchant_id_agent_id_slot_own_pk" PRIMARY KEY("merchant_id","agent_id","slot","own")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_active_min_bet" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_carry_over" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_contract_end_by" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_queue" ADD COLUMN "slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_runs" ADD CONSTRAINT "agent_settlement_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slots" ADD CONSTRAINT "team_slots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bills_period_unique" ON "agent_bills" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_bills_agent_idx" ON "agent_bills" USING btree ("merchant_id","agent_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_bills_payer_idx" ON "agent_bills" USING btree ("merchant_id","payer_id","status");--> statement-breakpoint
CREATE INDEX "agent_bills_status_idx" ON "agent_bills" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_accepted_unique" ON "agent_contracts" USING btree ("merchant_id","agent_id","kind") WHERE "agent_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_unique" ON "agent_contracts" USING btree ("merchant_id","agent_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("merchant_id","upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_idx" ON "agent_settlement_runs" USING btree ("merchant_id","ran_at");--> statement-breakpoint
CREATE INDEX "team_slots_slot_idx" ON "team_slots" USING btree ("slot");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('deposit', 'withdrawal_lock', 'withdrawal_release', 'withdrawal_payout', 'transfer_in', 'transfer_out', 'bet', 'win', 'refund', 'bonus', 'adjustment', 'deposit_fee', 'demo_credit', 'jackpot_seed', 'jackpot_contribution', 'jackpot_release', 'team_transfer', 'agent_commission'));--> statement-breakpoint
-- Hourly and real-time salaries (issue 14, contracts): the team's wagers per
-- 5-minute slot, kept like team_daily: wager_record queues the slot of
-- settled_at, team_drain adds it to every ancestor, a move shifts it.
CREATE OR REPLACE FUNCTION "wager_record"(
	p_merchant integer, p_member integer, p_source text, p_ref text, p_category text, p_vassalage text, p_game text,
	p_currency text, p_stake bigint, p_valid bigint, p_payout bigint, p_trial boolean, p_settled_at timestamptz, p_day date, p_shard integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_first_day boolean := false;
	v_first_week boolean := false;
	v_first_month boolean := false;
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
		v_first_day := true;
		INSERT INTO wager_brand_active AS a (merchant_id, day, shard, members) VALUES (p_merchant, p_day, p_shard, 1)
		ON CONFLICT (merchant_id, day, shard) DO UPDATE SET members = a.members + 1;
		-- A member's first day of play: only a member's first wager of a day can be the first ever (an earlier day keeps its row).
		INSERT INTO wager_member_first AS f (merchant_id, member_id, first_day) VALUES (p_merchant, p_member, p_day)
		ON CONFLICT (merchant_id, member_id) DO UPDATE SET first_day = least(f.first_day, excluded.first_day);
		-- Likewise the first wager of its week and month (the team's distinct active members).
		INSERT INTO team_member_periods (merchant_id, member_id, period, start) VALUES (p_merchant, p_member, 'week', date_trunc('week', p_day)::date) ON CONFLICT DO NOTHING;
		v_first_week := FOUND;
		INSERT INTO team_member_periods (merchant_id, member_id, period, start) VALUES (p_merchant, p_member, 'month', date_trunc('month', p_day)::date) ON CONFLICT DO NOTHING;
		v_first_month := FOUND;
	END IF;
	-- The team rollups' fact: an append, no shared row locked (team_drain adds it to the member's uplines).
	INSERT INTO team_queue (merchant_id, member_id, day, slot, wagers, stake, valid_bet, payout, active_members, active_week, active_month)
	VALUES (p_merchant, p_member, p_day, date_bin('5 minutes', p_settled_at, timestamptz '2000-01-01 00:00:00+00'), 1, p_stake, p_valid, p_payout,
		v_first_day::integer, v_first_week, v_first_month);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_drain"(p_merchant integer, p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_taken integer;
BEGIN
	PERFORM pg_advisory_xact_lock(7114, p_merchant);
	WITH taken AS (
		DELETE FROM team_queue WHERE id IN (SELECT id FROM team_queue WHERE merchant_id = p_merchant ORDER BY id LIMIT p_limit)
		RETURNING *
	), per AS (
		SELECT member_id, day,
			sum(new_members)::integer AS new_members, sum(active_members)::integer AS active_members, sum(first_deposits)::integer AS first_deposits,
			sum(deposit_count)::integer AS deposit_count, sum(deposits)::bigint AS deposits, sum(withdrawal_count)::integer AS withdrawal_count,
			sum(withdrawals)::bigint AS withdrawals, sum(wagers)::integer AS wagers, sum(stake)::bigint AS stake, sum(valid_bet)::bigint AS valid_bet,
			sum(payout)::bigint AS payout, count(*) FILTER (WHERE active_week)::integer AS active_week, count(*) FILTER (WHERE active_month)::integer AS active_month
		FROM taken GROUP BY member_id, day
	), up AS (
		SELECT tr.ancestor_id, tr.depth = 0 AS own, per.* FROM per JOIN member_tree tr ON tr.merchant_id = p_merchant AND tr.descendant_id = per.member_id
	), daily AS (
		INSERT INTO team_daily AS t (merchant_id, agent_id, day, own, new_members, active_members, first_deposits, deposit_count, deposits,
			withdrawal_count, withdrawals, wagers, stake, valid_bet, payout)
		SELECT p_merchant, ancestor_id, day, own, sum(new_members), sum(active_members), sum(first_deposits), sum(deposit_count), sum(deposits),
			sum(withdrawal_count), sum(withdrawals), sum(wagers), sum(stake), sum(valid_bet), sum(payout)
		FROM up GROUP BY ancestor_id, day, own
		ON CONFLICT (merchant_id, agent_id, day, own) DO UPDATE SET
			new_members = t.new_members + excluded.new_members, active_members = t.active_members + excluded.active_members,
			first_deposits = t.first_deposits + excluded.first_deposits, deposit_count = t.deposit_count + excluded.deposit_count,
			deposits = t.deposits + excluded.deposits, withdrawal_count = t.withdrawal_count + excluded.withdrawal_count,
			withdrawals = t.withdrawals + excluded.withdrawals, wagers = t.wagers + excluded.wagers, stake = t.stake + excluded.stake,
			valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout
		RETURNING 1
	), slots AS (
		INSERT INTO team_slots AS s (merchant_id, agent_id, slot, own, wagers, stake, valid_bet, payout)
		SELECT p_merchant, tr.ancestor_id, q.slot, tr.depth = 0, sum(q.wagers), sum(q.stake), sum(q.valid_bet), sum(q.payout)
		FROM (SELECT member_id, slot, sum(wagers) AS wagers, sum(stake) AS stake, sum(valid_bet) AS valid_bet, sum(payout) AS payout
			FROM taken WHERE slot IS NOT NULL GROUP BY member_id, slot) q
		JOIN member_tree tr ON tr.merchant_id = p_merchant AND tr.descendant_id = q.member_id
		GROUP BY tr.ancestor_id, q.slot, tr.depth = 0
		ON CONFLICT (merchant_id, agent_id, slot, own) DO UPDATE SET
			wagers = s.wagers + excluded.wagers, stake = s.stake + excluded.stake, valid_bet = s.valid_bet + excluded.valid_bet, payout = s.payout + excluded.payout
		RETURNING 1
	), active AS (
		INSERT INTO team_active AS a (merchant_id, agent_id, period, start, own, members)
		SELECT p_merchant, ancestor_id, period, start, own, sum(n)
		FROM (
			SELECT ancestor_id, 'week' AS period, date_trunc('week', day)::date AS start, own, active_week AS n FROM up WHERE active_week > 0
			UNION ALL
			SELECT ancestor_id, 'month', date_trunc('month', day)::date, own, active_month FROM up WHERE active_month > 0
		) p GROUP BY ancestor_id, period, start, own
		ON CONFLICT (merchant_id, agent_id, period, start, own) DO UPDATE SET members = a.members + excluded.members
		RETURNING 1
	)
	SELECT (SELECT count(*) FROM taken) + 0 * ((SELECT count(*) FROM daily) + (SELECT count(*) FROM slots) + (SELECT count(*) FROM active)) INTO v_taken;
	INSERT INTO team_drains AS d (merchant_id, drained_at) VALUES (p_merchant, now())
	ON CONFLICT (merchant_id) DO UPDATE SET drained_at = excluded.drained_at;
	RETURN v_taken;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_member_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7114, NEW.merchant_id);
	FOR v_sign IN -1..1 BY 2 LOOP
		-- -1: the old upline and its uplines; +1: the new ones. Neither is in the moved subtree.
		INSERT INTO team_daily AS t (merchant_id, agent_id, day, own, new_members, active_members, first_deposits, deposit_count, deposits,
			withdrawal_count, withdrawals, wagers, stake, valid_bet, payout)
		SELECT NEW.merchant_id, tr.ancestor_id, s.day, false, v_sign * s.new_members, v_sign * s.active_members, v_sign * s.first_deposits,
			v_sign * s.deposit_count, v_sign * s.deposits, v_sign * s.withdrawal_count, v_sign * s.withdrawals, v_sign * s.wagers, v_sign * s.stake,
			v_sign * s.valid_bet, v_sign * s.payout
		FROM member_tree tr
		CROSS JOIN (
			SELECT day, sum(new_members)::integer AS new_members, sum(active_members)::integer AS active_members, sum(first_deposits)::integer AS first_deposits,
				sum(deposit_count)::integer AS deposit_count, sum(deposits)::bigint AS deposits, sum(withdrawal_count)::integer AS withdrawal_count,
				sum(withdrawals)::bigint AS withdrawals, sum(wagers)::integer AS wagers, sum(stake)::bigint AS stake, sum(valid_bet)::bigint AS valid_bet,
				sum(payout)::bigint AS payout
			FROM team_daily WHERE merchant_id = NEW.merchant_id AND agent_id = NEW.id GROUP BY day
		) s
		WHERE tr.merchant_id = NEW.merchant_id AND tr.descendant_id = CASE WHEN v_sign < 0 THEN OLD.upline_id ELSE NEW.upline_id END
		ON CONFLICT (merchant_id, agent_id, day, own) DO UPDATE SET
			new_members = t.new_members + excluded.new_members, active_members = t.active_members + excluded.active_members,
			first_deposits = t.first_deposits + excluded.first_deposits, deposit_count = t.deposit_count + excluded.deposit_count,
			deposits = t.deposits + excluded.deposits, withdrawal_count = t.withdrawal_count + excluded.withdrawal_count,
			withdrawals = t.withdrawals + excluded.withdrawals, wagers = t.wagers + excluded.wagers, stake = t.stake + excluded.stake,
			valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout;
		INSERT INTO team_active AS a (merchant_id, agent_id, period, start, own, members)
		SELECT NEW.merchant_id, tr.ancestor_id, s.period, s.start, false, v_sign * s.members
		FROM member_tree tr
		CROSS JOIN (SELECT period, start, sum(members)::integer AS members FROM team_active WHERE merchant_id = NEW.merchant_id AND agent_id = NEW.id GROUP BY period, start) s
		WHERE tr.merchant_id = NEW.merchant_id AND tr.descendant_id = CASE WHEN v_sign < 0 THEN OLD.upline_id ELSE NEW.upline_id END
		ON CONFLICT (merchant_id, agent_id, period, start, own) DO UPDATE SET members = a.members + excluded.members;
		INSERT INTO team_slots AS a (merchant_id, agent_id, slot, own, wagers, stake, valid_bet, payout)
		SELECT NEW.merchant_id, tr.ancestor_id, s.slot, false, v_sign * s.wagers, v_sign * s.stake, v_sign * s.valid_bet, v_sign * s.payout
		FROM member_tree tr
		CROSS JOIN (SELECT slot, sum(wagers)::integer AS wagers, sum(stake)::bigint AS stake, sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout
			FROM team_slots WHERE merchant_id = NEW.merchant_id AND agent_id = NEW.id GROUP BY slot) s
		WHERE tr.merchant_id = NEW.merchant_id AND tr.descendant_id = CASE WHEN v_sign < 0 THEN OLD.upline_id ELSE NEW.upline_id END
		ON CONFLICT (merchant_id, agent_id, slot, own) DO UPDATE SET
			wagers = a.wagers + excluded.wagers, stake = a.stake + excluded.stake, valid_bet = a.valid_bet + excluded.valid_bet, payout = a.payout + excluded.payout;
	END LOOP;
	RETURN NULL;
END;
$$;
