CREATE TABLE "invite_daily" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invite_daily_merchant_id_agent_id_day_pk" PRIMARY KEY("merchant_id","agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "invite_members" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	CONSTRAINT "invite_members_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "invite_visitors" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "invite_visitors_merchant_id_agent_id_day_visitor_pk" PRIMARY KEY("merchant_id","agent_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "team_active" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"own" boolean NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "team_active_merchant_id_agent_id_period_start_own_pk" PRIMARY KEY("merchant_id","agent_id","period","start","own"),
	CONSTRAINT "team_active_period_check" CHECK ("team_active"."period" in ('week', 'month'))
);
--> statement-breakpoint
CREATE TABLE "team_daily" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"own" boolean NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"wagers" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_merchant_id_agent_id_day_own_pk" PRIMARY KEY("merchant_id","agent_id","day","own")
);
--> statement-breakpoint
CREATE TABLE "team_drains" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"drained_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_first_deposits" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "team_first_deposits_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "team_member_periods" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	CONSTRAINT "team_member_periods_merchant_id_member_id_period_start_pk" PRIMARY KEY("merchant_id","member_id","period","start")
);
--> statement-breakpoint
CREATE TABLE "team_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"wagers" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"active_week" boolean DEFAULT false NOT NULL,
	"active_month" boolean DEFAULT false NOT NULL,
	"event_key" text
);
--> statement-breakpoint
CREATE TABLE "team_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"direction" text NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_transfers_direction_check" CHECK ("team_transfers"."direction" in ('down', 'up')),
	CONSTRAINT "team_transfers_amount_check" CHECK ("team_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_transfer_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_transfer_min" bigint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_transfer_max" bigint DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_daily" ADD CONSTRAINT "invite_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_members" ADD CONSTRAINT "invite_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_visitors" ADD CONSTRAINT "invite_visitors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_active" ADD CONSTRAINT "team_active_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily" ADD CONSTRAINT "team_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_drains" ADD CONSTRAINT "team_drains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_first_deposits" ADD CONSTRAINT "team_first_deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_queue_merchant_idx" ON "team_queue" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_queue_event_unique" ON "team_queue" USING btree ("merchant_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "team_transfers_request_unique" ON "team_transfers" USING btree ("merchant_id","from_id","request_id");--> statement-breakpoint
CREATE INDEX "team_transfers_from_idx" ON "team_transfers" USING btree ("merchant_id","from_id","created_at");--> statement-breakpoint
CREATE INDEX "team_transfers_to_idx" ON "team_transfers" USING btree ("merchant_id","to_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('deposit', 'withdrawal_lock', 'withdrawal_release', 'withdrawal_payout', 'transfer_in', 'transfer_out', 'bet', 'win', 'refund', 'bonus', 'adjustment', 'deposit_fee', 'demo_credit', 'jackpot_seed', 'jackpot_contribution', 'jackpot_release', 'team_transfer'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('B', 'PL', 'PU', 'PR', 'H', 'A'));--> statement-breakpoint
-- Team rollups (issue 14, reports at scale; decision record 012). Facts queue
-- in team_queue without locking a shared row; team_drain adds them to every
-- ancestor of their member (member_tree, itself included) under the brand's
-- team lock; a move of a member to another upline shifts its subtree's sums
-- under the same lock. Advisory lock (7114, merchant id): the brand's team lock.
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
	INSERT INTO team_queue (merchant_id, member_id, day, wagers, stake, valid_bet, payout, active_members, active_week, active_month)
	VALUES (p_merchant, p_member, p_day, 1, p_stake, p_valid, p_payout, v_first_day::integer, v_first_week, v_first_month);
END;
$$;
--> statement-breakpoint
-- Adds up to p_limit queued facts of a brand to every ancestor of their member; answers how many it took.
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
	SELECT (SELECT count(*) FROM taken) + 0 * ((SELECT count(*) FROM daily) + (SELECT count(*) FROM active)) INTO v_taken;
	INSERT INTO team_drains AS d (merchant_id, drained_at) VALUES (p_merchant, now())
	ON CONFLICT (merchant_id) DO UPDATE SET drained_at = excluded.drained_at;
	RETURN v_taken;
END;
$$;
--> statement-breakpoint
-- A new member (not a trial one) counts once in its uplines' new members, on its brand-local day.
CREATE OR REPLACE FUNCTION "team_member_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.type <> 4 THEN
		INSERT INTO team_queue (merchant_id, member_id, day, new_members)
		SELECT NEW.merchant_id, NEW.id, (NEW.created_at + make_interval(mins => m.gmt_offset_minutes))::date, 1 FROM merchants m WHERE m.id = NEW.merchant_id;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_new" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION team_member_new();
--> statement-breakpoint
-- A moved member takes its subtree's drained sums (its own and its team's rows) from its old uplines to the new.
-- Runs after members_tree_move (trigger names fire in order), so member_tree already has the new tree.
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
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "members_tree_move_team" AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW EXECUTE FUNCTION team_member_move();
--> statement-breakpoint
-- What happened before these tables: queued from the member rollups, members, deposits and withdrawals, then drained.
INSERT INTO team_member_periods (merchant_id, member_id, period, start)
SELECT DISTINCT merchant_id, member_id, 'week', date_trunc('week', day)::date FROM wager_member_days
UNION
SELECT DISTINCT merchant_id, member_id, 'month', date_trunc('month', day)::date FROM wager_member_days;
--> statement-breakpoint
INSERT INTO team_queue (merchant_id, member_id, day, wagers, stake, valid_bet, payout, active_members, active_week, active_month)
SELECT d.merchant_id, d.member_id, d.day, sum(d.wagers)::integer, sum(d.stake), sum(d.valid_bet), sum(d.payout), 1,
	d.day = min(d.day) OVER (PARTITION BY d.merchant_id, d.member_id, date_trunc('week', d.day)),
	d.day = min(d.day) OVER (PARTITION BY d.merchant_id, d.member_id, date_trunc('month', d.day))
FROM wager_member_daily d GROUP BY d.merchant_id, d.member_id, d.day;
--> statement-breakpoint
INSERT INTO team_queue (merchant_id, member_id, day, new_members)
SELECT mb.merchant_id, mb.id, (mb.created_at + make_interval(mins => m.gmt_offset_minutes))::date, 1
FROM members mb JOIN merchants m ON m.id = mb.merchant_id WHERE mb.type <> 4;
--> statement-breakpoint
INSERT INTO team_first_deposits (merchant_id, member_id, day)
SELECT DISTINCT ON (d.member_id) d.merchant_id, d.member_id, (coalesce(d.reviewed_at, d.created_at) + make_interval(mins => m.gmt_offset_minutes))::date
FROM deposits d JOIN merchants m ON m.id = d.merchant_id WHERE d.status = 'approved'
ORDER BY d.member_id, coalesce(d.reviewed_at, d.created_at);
--> statement-breakpoint
INSERT INTO team_queue (merchant_id, member_id, day, deposit_count, deposits)
SELECT d.merchant_id, d.member_id, (coalesce(d.reviewed_at, d.created_at) + make_interval(mins => m.gmt_offset_minutes))::date, 1, d.amount
FROM deposits d JOIN merchants m ON m.id = d.merchant_id WHERE d.status = 'approved';
--> statement-breakpoint
INSERT INTO team_queue (merchant_id, member_id, day, first_deposits) SELECT merchant_id, member_id, day, 1 FROM team_first_deposits;
--> statement-breakpoint
INSERT INTO team_queue (merchant_id, member_id, day, withdrawal_count, withdrawals)
SELECT w.merchant_id, w.member_id, (coalesce(w.reviewed_at, w.created_at) + make_interval(mins => m.gmt_offset_minutes))::date, 1, w.amount
FROM withdrawals w JOIN merchants m ON m.id = w.merchant_id WHERE w.status = 'approved';
--> statement-breakpoint
SELECT team_drain(id, 2147483647) FROM merchants;
