-- Issue 29 item 1: a free round's stake (decision 015) is the house's, never the member's. game_rounds.free_stake
-- keeps the part of a round's stake grants paid (a rollback gives it back with its bet); a settled round's wager
-- records the member's own stake (bet_total - free_stake), so the betting record, profit and loss, the agents'
-- team betting and user loss, the console's GGR and reports, commissions, missions and tournaments leave it out
-- (valid bet already did). A free spin's net is its win. round.settled keeps stake (all of it) and freeStake.
ALTER TABLE "game_rounds" ADD COLUMN "free_stake" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- wager free stake correction (issue 29 item 1): rounds settled before this migration. Their free stakes onto the
-- rounds, then each wager whose stake still holds its round's free stake, and every rollup of it, less that stake:
-- the member, brand and game days (a brand or game day's shards take it largest first: their sum is what is read),
-- the member's month, and the team's days and 5-minute slots of each of the member's uplines (the team queue
-- drained first, so no fact of the old stake is left to add). A corrected wager's stake no longer equals its round's
-- bet total, so running this again changes nothing.
DO $$
BEGIN
	UPDATE game_rounds r SET free_stake = f.stake
	FROM (SELECT merchant_id, vassalage, round_id, member_id, sum(stake) AS stake FROM free_round_plays WHERE returned_at IS NULL GROUP BY 1, 2, 3, 4) f
	WHERE r.merchant_id = f.merchant_id AND r.vassalage = f.vassalage AND r.round_id = f.round_id AND r.member_id = f.member_id AND r.free_stake <> f.stake;
	PERFORM team_drain(m.id, 2147483647) FROM merchants m;
	DROP TABLE IF EXISTS wager_free_fix;
	CREATE TEMP TABLE wager_free_fix AS
		SELECT w.id, w.settled_at, w.merchant_id, w.member_id, w.day, w.category, w.vassalage, w.game_code, w.is_trial, r.free_stake AS d
		FROM game_rounds r
		JOIN wagers w ON w.merchant_id = r.merchant_id AND w.source = 'provider' AND w.source_ref = r.vassalage || ':' || r.round_id AND w.member_id = r.member_id
		WHERE r.status = 'closed' AND r.free_stake > 0 AND w.stake = r.bet_total;
	UPDATE wagers w SET stake = w.stake - f.d,
		result = CASE WHEN w.payout > w.stake - f.d THEN 'win' WHEN w.payout < w.stake - f.d THEN 'lose' ELSE 'tie' END
	FROM wager_free_fix f WHERE w.id = f.id AND w.settled_at = f.settled_at;
	UPDATE wager_member_daily r SET stake = r.stake - s.d
	FROM (SELECT merchant_id, member_id, day, category, vassalage, sum(d) AS d FROM wager_free_fix WHERE NOT is_trial GROUP BY 1, 2, 3, 4, 5) s
	WHERE r.merchant_id = s.merchant_id AND r.member_id = s.member_id AND r.day = s.day AND r.category = s.category AND r.vassalage = s.vassalage;
	UPDATE wager_member_monthly r SET stake = r.stake - s.d
	FROM (SELECT merchant_id, member_id, date_trunc('month', day)::date AS month, sum(d) AS d FROM wager_free_fix WHERE NOT is_trial GROUP BY 1, 2, 3) s
	WHERE r.merchant_id = s.merchant_id AND r.member_id = s.member_id AND r.month = s.month;
	WITH s AS (
		SELECT merchant_id, day, category, vassalage, sum(d) AS d FROM wager_free_fix WHERE NOT is_trial GROUP BY 1, 2, 3, 4
	), c AS (
		SELECT b.merchant_id, b.day, b.category, b.vassalage, b.shard, b.stake, s.d,
			sum(b.stake) OVER (PARTITION BY b.merchant_id, b.day, b.category, b.vassalage ORDER BY b.stake DESC, b.shard) AS upto
		FROM wager_brand_daily b JOIN s ON s.merchant_id = b.merchant_id AND s.day = b.day AND s.category = b.category AND s.vassalage = b.vassalage
	)
	UPDATE wager_brand_daily b SET stake = b.stake - least(c.stake, greatest(c.d - (c.upto - c.stake), 0))
	FROM c WHERE b.merchant_id = c.merchant_id AND b.day = c.day AND b.category = c.category AND b.vassalage = c.vassalage AND b.shard = c.shard;
	WITH s AS (
		SELECT merchant_id, day, category, vassalage, game_code, sum(d) AS d FROM wager_free_fix WHERE NOT is_trial GROUP BY 1, 2, 3, 4, 5
	), c AS (
		SELECT g.merchant_id, g.day, g.category, g.vassalage, g.game_code, g.shard, g.stake, s.d,
			sum(g.stake) OVER (PARTITION BY g.merchant_id, g.day, g.category, g.vassalage, g.game_code ORDER BY g.stake DESC, g.shard) AS upto
		FROM wager_game_daily g JOIN s ON s.merchant_id = g.merchant_id AND s.day = g.day AND s.category = g.category AND s.vassalage = g.vassalage AND s.game_code = g.game_code
	)
	UPDATE wager_game_daily g SET stake = g.stake - least(c.stake, greatest(c.d - (c.upto - c.stake), 0))
	FROM c WHERE g.merchant_id = c.merchant_id AND g.day = c.day AND g.category = c.category AND g.vassalage = c.vassalage AND g.game_code = c.game_code AND g.shard = c.shard;
	UPDATE team_daily t SET stake = t.stake - s.d
	FROM (SELECT f.merchant_id, tr.ancestor_id, f.day, tr.depth = 0 AS own, sum(f.d) AS d
		FROM wager_free_fix f JOIN member_tree tr ON tr.merchant_id = f.merchant_id AND tr.descendant_id = f.member_id
		WHERE NOT f.is_trial GROUP BY 1, 2, 3, 4) s
	WHERE t.merchant_id = s.merchant_id AND t.agent_id = s.ancestor_id AND t.day = s.day AND t.own = s.own;
	UPDATE team_slots t SET stake = t.stake - s.d
	FROM (SELECT f.merchant_id, tr.ancestor_id, date_bin('5 minutes', f.settled_at, timestamptz '2000-01-01 00:00:00+00') AS slot, tr.depth = 0 AS own, sum(f.d) AS d
		FROM wager_free_fix f JOIN member_tree tr ON tr.merchant_id = f.merchant_id AND tr.descendant_id = f.member_id
		WHERE NOT f.is_trial GROUP BY 1, 2, 3, 4) s
	WHERE t.merchant_id = s.merchant_id AND t.agent_id = s.ancestor_id AND t.slot = s.slot AND t.own = s.own;
	DROP TABLE wager_free_fix;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_apply"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_merchant integer := (p->>'merchant')::integer;
	v_vendor text := p->>'vassalage';
	v_txid text := p->>'txid';
	v_kind text := p->>'kind';
	v_member integer := (p->>'member')::integer;
	v_round text := p->>'round';
	v_amount bigint := coalesce((p->>'amount')::bigint, 0);
	v_now timestamptz := (p->>'now')::timestamptz;
	v_account integer := (p->>'account')::integer;
	v_claim integer;
	v_stored provider_transactions%ROWTYPE;
	v_bet provider_transactions%ROWTYPE;
	v_round_row game_rounds%ROWTYPE;
	v_other integer;
	v_balance bigint;
	v_value jsonb;
	v_body jsonb;
	v_status integer := 200;
	v_moved boolean := false;
	v_settled boolean := false;
	v_trial boolean;
	v_category text;
	v_taken boolean;
	v_token game_tokens%ROWTYPE;
	v_bonus record;
	v_bonus_status text;
	v_bonus_account integer;
	v_main bigint;
	v_from_bonus bigint := 0;
	v_counted bigint := 0;
	v_bonus_part bigint := 0;
	v_accounts integer[];
	v_amounts bigint[];
	v_grant free_round_grants%ROWTYPE;
	v_play free_round_plays%ROWTYPE;
	v_free_stake bigint := 0;
	v_refusal text;
	v_refusal_message text;
BEGIN
	SELECT NULL::integer AS bonus_id, NULL::text AS refusal, NULL::text AS message, NULL::integer AS weight, NULL::integer AS bonus_account, NULL::bigint AS max_bet INTO v_bonus;
	-- A bet's game token, checked in this same statement (no read of its own before the batch).
	IF v_kind = 'bet' AND p ? 'token_hash' THEN
		SELECT * INTO v_token FROM game_tokens WHERE token_hash = p->>'token_hash';
		IF NOT FOUND OR v_token.merchant_id <> v_merchant OR v_token.vassalage <> v_vendor OR v_token.expires_at <= v_now THEN
			RAISE EXCEPTION 'The game token is unknown, expired, or of another brand or vendor' USING ERRCODE = 'PV003';
		END IF;
		IF v_token.member_id <> v_member THEN
			RAISE EXCEPTION 'The game token belongs to another player' USING ERRCODE = 'PV004';
		END IF;
		p := p || jsonb_build_object('trial', v_token.is_trial, 'game', v_token.game_code);
	END IF;

	INSERT INTO provider_transactions AS t (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount, reference_transaction_id, request_hash, created_at)
	VALUES (v_merchant, v_vendor, v_txid, v_kind, v_member, v_round, v_amount, p->>'ref', p->>'hash', v_now)
	ON CONFLICT DO NOTHING
	RETURNING t.id INTO v_claim;

	IF v_claim IS NULL THEN
		-- A copy (it waited on the unique index until the first committed): the stored answer, or a conflict.
		SELECT * INTO v_stored FROM provider_transactions WHERE merchant_id = v_merchant AND vassalage = v_vendor AND transaction_id = v_txid;
		IF v_stored.kind = 'tombstone' AND v_kind = 'bet' THEN
			SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
			RETURN jsonb_build_object('status', 409, 'replay', true, 'body', jsonb_build_object('success', false, 'code', 'bet_cancelled',
				'message', 'This bet was rolled back before it arrived; it is refused',
				'value', jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text, 'transactionId', v_txid)));
		END IF;
		IF v_stored.request_hash <> p->>'hash' OR v_stored.response IS NULL OR v_stored.http_status IS NULL THEN
			RETURN jsonb_build_object('status', 409, 'replay', true, 'body', jsonb_build_object('success', false, 'code', 'request_conflict',
				'message', format('Transaction %s was already used for a different request', v_txid)));
		END IF;
		v_body := v_stored.response;
		IF v_body ? 'value' THEN
			v_body := jsonb_set(v_body, '{value,duplicate}', 'true'::jsonb);
		END IF;
		RETURN jsonb_build_object('status', v_stored.http_status, 'replay', true, 'body', v_body);
	END IF;

	IF v_kind = 'bet' THEN
		v_trial := (p->>'trial')::boolean;
		IF p ? 'free_grant' THEN
			-- A free round (decision 015): one round taken from the member's grant for this game, under the grant's lock,
			-- never below zero; the house funds the stake (free_round_stake) and the bet spends it, so the member's balance
			-- does not move; no bonus rules or wagering (the member paid nothing). Refused: another player's, another game,
			-- expired, used up, or a stake other than the grant's.
			SELECT * INTO v_grant FROM free_round_grants WHERE id = (p->>'free_grant')::integer FOR UPDATE;
			IF NOT FOUND OR v_grant.merchant_id <> v_merchant OR v_grant.member_id <> v_member OR v_trial THEN
				v_refusal := 'free_round_not_found';
				v_refusal_message := 'These free rounds are not this player''s';
				v_status := 404;
			ELSIF v_grant.vassalage <> v_vendor OR v_grant.game_code <> coalesce(p->>'game', '') THEN
				v_refusal := 'free_round_wrong_game';
				v_refusal_message := format('These free rounds are for another game (%s)', v_grant.game_code);
				v_status := 400;
			ELSIF v_grant.status = 'expired' OR v_grant.expires_at <= v_now THEN
				v_refusal := 'free_round_expired';
				v_refusal_message := 'These free rounds have expired';
				v_status := 409;
			ELSIF v_grant.rounds_left <= 0 THEN
				v_refusal := 'free_round_used';
				v_refusal_message := 'No free rounds are left';
				v_status := 409;
			ELSIF v_amount <> v_grant.stake THEN
				v_refusal := 'free_round_stake';
				v_refusal_message := format('A free round stakes exactly %s', v_grant.stake);
				v_status := 400;
			ELSE
				UPDATE free_round_grants SET rounds_left = rounds_left - 1, status = CASE WHEN rounds_left = 1 THEN 'used' ELSE status END, updated_at = v_now
				WHERE id = v_grant.id;
				v_other := (p->>'house')::integer;
				SELECT array_agg(a ORDER BY a), array_agg(m ORDER BY a) INTO v_accounts, v_amounts
				FROM unnest(ARRAY[v_account, v_other], ARRAY[v_amount, -v_amount]) AS x(a, m);
				PERFORM 1 FROM ledger_post(v_merchant, (p->>'key') || ':free', 'free_round_stake', v_vendor || ':' || v_round,
					jsonb_build_object('vassalage', v_vendor, 'gameCode', v_grant.game_code, 'roundId', v_round, 'transactionId', v_txid, 'grantId', v_grant.id),
					v_accounts, v_amounts);
				SELECT array_agg(a ORDER BY a), array_agg(m ORDER BY a) INTO v_accounts, v_amounts
				FROM unnest(ARRAY[v_account, v_other], ARRAY[-v_amount, v_amount]) AS x(a, m);
				SELECT e.balance_after INTO v_balance
				FROM ledger_post(v_merchant, p->>'key', 'bet', v_vendor || ':' || v_round,
					jsonb_build_object('vassalage', v_vendor, 'gameCode', p->>'game', 'roundId', v_round, 'transactionId', v_txid, 'freeRoundGrant', v_grant.id),
					v_accounts, v_amounts) e
				WHERE e.account_id = v_account;
				INSERT INTO free_round_plays (merchant_id, grant_id, member_id, vassalage, transaction_id, round_id, stake, created_at)
				VALUES (v_merchant, v_grant.id, v_member, v_vendor, v_txid, v_round, v_amount, v_now);
				v_free_stake := v_amount;
				v_moved := true;
			END IF;
			IF v_refusal IS NOT NULL THEN
				SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
			END IF;
		ELSE
		-- An active bonus's terms hold when the bet is placed (decision 013): its max bet and excluded games refuse it here.
		IF v_amount > 0 AND NOT v_trial THEN
			SELECT * INTO v_bonus FROM bonus_bet(v_merchant, v_member, v_vendor, p->>'game', v_round, v_amount, p->>'currency');
			IF v_bonus.refusal IS NOT NULL THEN
				SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
				v_status := 400;
			END IF;
		END IF;
		IF v_status = 400 THEN
			NULL;
		ELSIF v_amount > 0 THEN
			-- Play money (a trial member's demo credits) never touches the house.
			v_other := CASE WHEN v_trial THEN (p->>'demo')::integer ELSE (p->>'house')::integer END;
			v_accounts := ARRAY[v_account, v_other];
			v_amounts := ARRAY[-v_amount, v_amount];
			IF v_bonus.bonus_id IS NOT NULL THEN
				-- Real money first, then bonus money: both balances read under their locks (ascending ids, as every posting takes them).
				PERFORM 1 FROM ledger_accounts WHERE id IN (v_account, v_bonus.bonus_account) ORDER BY id FOR UPDATE;
				SELECT balance INTO v_main FROM ledger_accounts WHERE id = v_account;
				v_from_bonus := v_amount - least(v_amount, greatest(v_main, 0));
				IF v_from_bonus > 0 THEN
					v_accounts := ARRAY[v_account, v_bonus.bonus_account, v_other];
					v_amounts := ARRAY[-(v_amount - v_from_bonus), -v_from_bonus, v_amount];
				END IF;
			END IF;
			SELECT array_agg(a ORDER BY a), array_agg(m ORDER BY a) INTO v_accounts, v_amounts
			FROM unnest(v_accounts, v_amounts) AS x(a, m) WHERE m <> 0;
			BEGIN
				SELECT e.balance_after INTO v_balance
				FROM ledger_post(v_merchant, p->>'key', 'bet', v_vendor || ':' || v_round,
					jsonb_build_object('vassalage', v_vendor, 'gameCode', p->>'game', 'roundId', v_round, 'transactionId', v_txid),
					v_accounts, v_amounts) e
				WHERE e.account_id = v_account;
				IF v_balance IS NULL THEN
					-- Bonus money paid all of it: the main wallet did not move.
					SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
				END IF;
				v_moved := true;
			EXCEPTION WHEN check_violation THEN
				IF SQLERRM NOT LIKE '%ledger_accounts_member_balance_check%' THEN
					RAISE;
				END IF;
				SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
				v_status := 400;
			END;
			IF v_moved AND v_bonus.bonus_id IS NOT NULL THEN
				v_counted := bonus_wager(v_merchant, v_member, v_bonus.bonus_id, v_amount, v_bonus.weight, p->>'game', v_now);
			END IF;
		ELSE
			SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
		END IF;
		END IF;
		v_value := jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text,
			'transactionId', v_txid, 'roundId', v_round, 'duplicate', false);
		IF v_refusal IS NOT NULL THEN
			v_body := jsonb_build_object('success', false, 'code', v_refusal, 'message', v_refusal_message, 'value', v_value);
		ELSIF v_status = 400 AND v_bonus.refusal IS NOT NULL THEN
			v_body := jsonb_build_object('success', false, 'code', v_bonus.refusal, 'message', v_bonus.message,
				'value', v_value || CASE WHEN v_bonus.refusal = 'bonus_max_bet' THEN jsonb_build_object('max', v_bonus.max_bet::text) ELSE '{}'::jsonb END);
		ELSIF v_status = 400 THEN
			v_body := jsonb_build_object('success', false, 'code', 'insufficient_funds', 'message', 'Not enough money for this bet; nothing was moved', 'value', v_value);
		ELSE
			v_body := jsonb_build_object('success', true, 'value', v_value);
			-- The round: opened by its first bet, added to while open and the same player's.
			INSERT INTO game_rounds AS r (merchant_id, member_id, vassalage, game_code, round_id, currency, is_trial, bet_total, free_stake, balance_before, balance_after, opened_at, updated_at, bonus_id, bonus_stake)
			VALUES (v_merchant, v_member, v_vendor, p->>'game', v_round, p->>'currency', v_trial, v_amount, v_free_stake, v_balance + v_amount - v_from_bonus - v_free_stake, v_balance, v_now, v_now,
				CASE WHEN v_from_bonus > 0 THEN v_bonus.bonus_id END, v_from_bonus)
			ON CONFLICT (merchant_id, vassalage, round_id) DO UPDATE
				SET bet_total = r.bet_total + excluded.bet_total, free_stake = r.free_stake + excluded.free_stake, balance_after = excluded.balance_after, updated_at = excluded.updated_at,
					bonus_id = coalesce(r.bonus_id, excluded.bonus_id), bonus_stake = r.bonus_stake + excluded.bonus_stake
				WHERE r.status = 'open' AND r.member_id = excluded.member_id
			RETURNING true INTO v_taken;
			IF v_taken IS NULL THEN
				RAISE EXCEPTION 'Round % is closed or another player''s', v_round USING ERRCODE = 'PV001';
			END IF;
		END IF;

	ELSIF v_kind = 'win' THEN
		-- The round's lock first: a rollback of its bets waits for this win, or this win for the rollback.
		SELECT * INTO v_round_row FROM game_rounds WHERE merchant_id = v_merchant AND vassalage = v_vendor AND round_id = v_round FOR UPDATE;
		IF NOT FOUND OR v_round_row.member_id <> v_member THEN
			SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
			v_status := 404;
			v_body := jsonb_build_object('success', false, 'code', 'bet_not_found', 'message', format('No bet of this player in round %s', v_round),
				'value', jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text, 'transactionId', v_txid, 'roundId', v_round, 'duplicate', false));
		ELSIF v_round_row.status <> 'open' THEN
			SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
			v_status := 409;
			v_body := jsonb_build_object('success', false, 'code', 'round_closed', 'message', format('Round %s is closed', v_round),
				'value', jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text, 'transactionId', v_txid, 'roundId', v_round, 'duplicate', false));
		ELSIF v_amount > 0 AND NOT EXISTS (
			SELECT 1 FROM provider_transactions b
			WHERE b.merchant_id = v_merchant AND b.vassalage = v_vendor AND b.round_id = v_round AND b.kind = 'bet' AND b.http_status = 200 AND b.rolled_back_at IS NULL) THEN
			-- Every stake of the round was given back: nothing is at play that could win.
			SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
			v_status := 409;
			v_body := jsonb_build_object('success', false, 'code', 'round_refunded', 'message', format('Every bet of round %s was rolled back; no win can be paid into it', v_round),
				'value', jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text, 'transactionId', v_txid, 'roundId', v_round, 'duplicate', false));
		ELSE
			IF v_amount > 0 THEN
				v_other := CASE WHEN v_round_row.is_trial THEN (p->>'demo')::integer ELSE (p->>'house')::integer END;
				v_accounts := ARRAY[v_account, v_other];
				v_amounts := ARRAY[v_amount, -v_amount];
				-- The share of the win bonus money staked goes back to the bonus while it is active; once it is
				-- completed the whole win is real money; a bonus forfeited or expired meanwhile does not get its share.
				IF v_round_row.bonus_stake > 0 AND v_round_row.bet_total > 0 THEN
					v_bonus_part := (v_amount * least(v_round_row.bonus_stake, v_round_row.bet_total)) / v_round_row.bet_total;
					SELECT status INTO v_bonus_status FROM member_bonuses WHERE id = v_round_row.bonus_id FOR UPDATE;
					IF v_bonus_status = 'active' THEN
						v_bonus_account := bonus_account_of(v_merchant, v_member, p->>'currency');
						v_accounts := ARRAY[v_account, v_bonus_account, v_other];
						v_amounts := ARRAY[v_amount - v_bonus_part, v_bonus_part, -v_amount];
					ELSIF v_bonus_status = 'completed' THEN
						v_bonus_part := 0;
					ELSE
						v_amounts := ARRAY[v_amount - v_bonus_part, -(v_amount - v_bonus_part)];
						INSERT INTO bonus_events (merchant_id, member_id, bonus_id, kind, amount, game_code, at)
						VALUES (v_merchant, v_member, v_round_row.bonus_id, 'forfeited', v_bonus_part, v_round_row.game_code, v_now);
					END IF;
				END IF;
				SELECT array_agg(a ORDER BY a), array_agg(m ORDER BY a) INTO v_accounts, v_amounts
				FROM unnest(v_accounts, v_amounts) AS x(a, m) WHERE m <> 0;
				IF v_accounts IS NULL THEN
					SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
				ELSE
					SELECT e.balance_after INTO v_balance
					FROM ledger_post(v_merchant, p->>'key', 'win', v_vendor || ':' || v_round,
						jsonb_build_object('vassalage', v_vendor, 'gameCode', v_round_row.game_code, 'roundId', v_round, 'transactionId', v_txid),
						v_accounts, v_amounts) e
					WHERE e.account_id = v_account;
					IF v_balance IS NULL THEN
						SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
					END IF;
					v_moved := true;
				END IF;
			ELSE
				SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
			END IF;
			UPDATE game_rounds r
			SET win_total = r.win_total + v_amount, balance_after = v_balance, updated_at = v_now,
				status = CASE WHEN (p->>'close')::boolean THEN 'closed' ELSE r.status END,
				closed_at = CASE WHEN (p->>'close')::boolean THEN v_now ELSE r.closed_at END,
				outcome = CASE WHEN p ? 'outcome' THEN p->'outcome' ELSE r.outcome END
			WHERE r.id = v_round_row.id AND r.status = 'open'
			RETURNING r.* INTO v_round_row;
			IF NOT FOUND THEN
				RAISE EXCEPTION 'Round % was closed meanwhile', v_round USING ERRCODE = 'PV001';
			END IF;
			v_body := jsonb_build_object('success', true, 'value', jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency',
				'balance', v_balance::text, 'transactionId', v_txid, 'roundId', v_round, 'duplicate', false));
			IF v_round_row.status = 'closed' THEN
				-- Settled: its wager and rollups, and the round.settled event, in this same transaction.
				-- Free rounds' stakes (decision 015) are the house's: neither the member's stake nor valid bet, so the
				-- wager, the rollups, the team's and every report count the member's own stake only (issue 29 item 1).
				v_free_stake := v_round_row.free_stake;
				v_category := coalesce(
					(SELECT g.game_type FROM games g WHERE g.merchant_id = v_merchant AND g.vassalage = v_vendor AND g.game_code = v_round_row.game_code ORDER BY g.id LIMIT 1),
					(SELECT v.game_type FROM vendors v WHERE v.merchant_id = v_merchant AND v.vassalage = v_vendor ORDER BY v.sort, v.id LIMIT 1),
					'OTHER');
				PERFORM wager_record(v_merchant, v_member, 'provider', v_vendor || ':' || v_round, v_category, v_vendor, v_round_row.game_code, p->>'currency',
					v_round_row.bet_total - v_free_stake, greatest(least(coalesce((p->>'valid_bet')::bigint, v_round_row.bet_total), v_round_row.bet_total) - v_free_stake, 0), v_round_row.win_total, v_round_row.is_trial, v_now,
					((v_now AT TIME ZONE 'UTC') + make_interval(mins => (p->>'gmt')::integer))::date, coalesce((p->>'wager_shard')::integer, v_member % (p->>'wager_shards')::integer));
				PERFORM outbox_emit(v_merchant, 'round.settled', jsonb_build_object('memberId', v_member, 'account', p->>'account_name', 'vassalage', v_vendor,
					'gameCode', v_round_row.game_code, 'roundId', v_round, 'stake', v_round_row.bet_total::text, 'freeStake', v_free_stake::text, 'payout', v_round_row.win_total::text,
					'isTrial', v_round_row.is_trial, 'moved', v_moved, 'currency', p->>'currency', 'currencySymbol', p->>'symbol'), p->>'origin');
				v_settled := true;
			END IF;
		END IF;

	ELSIF v_kind = 'rollback' THEN
		v_value := NULL;
		-- The bet has not arrived: its cancellation is remembered, so it is refused when it does.
		INSERT INTO provider_transactions AS t (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount, reference_transaction_id, request_hash, created_at)
		VALUES (v_merchant, v_vendor, p->>'ref', 'tombstone', v_member, v_round, 0, v_txid, 'tombstone', v_now)
		ON CONFLICT DO NOTHING
		RETURNING t.id INTO v_other;
		SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
		IF v_other IS NULL THEN
			SELECT * INTO v_bet FROM provider_transactions WHERE merchant_id = v_merchant AND vassalage = v_vendor AND transaction_id = p->>'ref';
			IF v_bet.kind = 'tombstone' THEN
				NULL;
			ELSIF v_bet.kind <> 'bet' OR v_bet.member_id <> v_member THEN
				v_status := 404;
			ELSE
				-- The round's lock first (as a win takes it), then the bet as it is now: a rollback racing a win of its
				-- round sees that win once it has the lock, and the win sees the rollback.
				IF v_bet.round_id IS NOT NULL THEN
					SELECT * INTO v_round_row FROM game_rounds WHERE merchant_id = v_merchant AND vassalage = v_vendor AND round_id = v_bet.round_id FOR UPDATE;
					SELECT * INTO v_bet FROM provider_transactions WHERE id = v_bet.id;
				END IF;
				-- A settled round is final: its bets are not refunded (its win was paid, its wager counted).
				IF v_bet.round_id IS NOT NULL AND v_bet.rolled_back_at IS NULL AND v_round_row.status IS NOT NULL AND v_round_row.status <> 'open' THEN
					v_status := 409;
				-- A round with a win has its result: the stake that win was paid for is not given back as well.
				ELSIF v_bet.round_id IS NOT NULL AND v_bet.rolled_back_at IS NULL AND v_bet.http_status = 200 AND EXISTS (
					SELECT 1 FROM provider_transactions w
					WHERE w.merchant_id = v_merchant AND w.vassalage = v_vendor AND w.round_id = v_bet.round_id AND w.kind = 'win' AND w.http_status = 200) THEN
					v_status := 409;
					v_refusal := 'bet_already_settled';
				ELSE
					UPDATE provider_transactions SET rolled_back_at = v_now WHERE id = v_bet.id AND rolled_back_at IS NULL RETURNING true INTO v_taken;
					IF v_taken AND v_bet.applied AND v_bet.amount > 0 THEN
						v_other := CASE WHEN (p->>'trial')::boolean THEN (p->>'demo')::integer ELSE (p->>'house')::integer END;
						v_accounts := ARRAY[v_account, v_other];
						v_amounts := ARRAY[v_bet.amount, -v_bet.amount];
						-- A bet bonus money paid for: that part goes back to the bonus while it is active, and its wagering is undone.
						IF v_bet.bonus_id IS NOT NULL THEN
							SELECT status INTO v_bonus_status FROM member_bonuses WHERE id = v_bet.bonus_id FOR UPDATE;
							IF v_bonus_status = 'active' THEN
								PERFORM bonus_unwager(v_merchant, v_member, v_bet.bonus_id, v_bet.amount, v_bet.bonus_counted, v_now);
								IF v_bet.bonus_amount > 0 THEN
									v_bonus_account := bonus_account_of(v_merchant, v_member, p->>'currency');
									v_accounts := ARRAY[v_account, v_bonus_account, v_other];
									v_amounts := ARRAY[v_bet.amount - v_bet.bonus_amount, v_bet.bonus_amount, -v_bet.amount];
								END IF;
							ELSIF v_bet.bonus_amount > 0 AND v_bonus_status <> 'completed' THEN
								v_amounts := ARRAY[v_bet.amount - v_bet.bonus_amount, -(v_bet.amount - v_bet.bonus_amount)];
							END IF;
						END IF;
						SELECT array_agg(a ORDER BY a), array_agg(m ORDER BY a) INTO v_accounts, v_amounts
						FROM unnest(v_accounts, v_amounts) AS x(a, m) WHERE m <> 0;
						IF v_accounts IS NOT NULL THEN
							SELECT e.balance_after INTO v_balance
							FROM ledger_post(v_merchant, p->>'key', 'refund', v_vendor || ':' || coalesce(v_bet.round_id, ''),
								jsonb_build_object('vassalage', v_vendor, 'roundId', v_bet.round_id, 'transactionId', v_txid, 'cancels', v_bet.transaction_id),
								v_accounts, v_amounts) e
							WHERE e.account_id = v_account;
						END IF;
						IF v_balance IS NULL THEN
							SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
						END IF;
						-- A free round's bet (decision 015): the house takes its stake back and the grant its round.
						SELECT * INTO v_play FROM free_round_plays
						WHERE merchant_id = v_merchant AND vassalage = v_vendor AND transaction_id = v_bet.transaction_id AND returned_at IS NULL FOR UPDATE;
						IF FOUND THEN
							v_other := (p->>'house')::integer;
							SELECT array_agg(a ORDER BY a), array_agg(m ORDER BY a) INTO v_accounts, v_amounts
							FROM unnest(ARRAY[v_account, v_other], ARRAY[-v_play.stake, v_play.stake]) AS x(a, m);
							SELECT e.balance_after INTO v_balance
							FROM ledger_post(v_merchant, (p->>'key') || ':free', 'free_round_stake', v_vendor || ':' || coalesce(v_bet.round_id, ''),
								jsonb_build_object('vassalage', v_vendor, 'roundId', v_bet.round_id, 'transactionId', v_txid, 'cancels', v_bet.transaction_id, 'grantId', v_play.grant_id),
								v_accounts, v_amounts) e
							WHERE e.account_id = v_account;
							UPDATE free_round_plays SET returned_at = v_now WHERE id = v_play.id;
							UPDATE free_round_grants SET rounds_left = rounds_left + 1, status = CASE WHEN status = 'used' THEN 'active' ELSE status END, updated_at = v_now
							WHERE id = v_play.grant_id;
							v_free_stake := v_play.stake;
						END IF;
						v_moved := true;
						IF v_bet.round_id IS NOT NULL THEN
							UPDATE game_rounds r SET bet_total = greatest(r.bet_total - v_bet.amount, 0), bonus_stake = greatest(r.bonus_stake - v_bet.bonus_amount, 0),
								free_stake = greatest(r.free_stake - v_free_stake, 0),
								balance_after = v_balance, updated_at = v_now
							WHERE r.merchant_id = v_merchant AND r.vassalage = v_vendor AND r.round_id = v_bet.round_id AND r.member_id = v_member AND r.status = 'open'
							RETURNING true INTO v_taken;
							IF v_taken IS NULL THEN
								RAISE EXCEPTION 'Round % was settled meanwhile; its bets can no longer be rolled back', v_bet.round_id USING ERRCODE = 'PV001';
							END IF;
						END IF;
					END IF;
				END IF;
			END IF;
		END IF;
		v_value := jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text, 'transactionId', v_txid, 'duplicate', false);
		IF v_status = 404 THEN
			v_body := jsonb_build_object('success', false, 'code', 'bet_not_found', 'message', format('Transaction %s is not a bet of this player', p->>'ref'), 'value', v_value);
		ELSIF v_status = 409 AND v_refusal IS NULL THEN
			v_body := jsonb_build_object('success', false, 'code', 'round_closed', 'message', format('Round %s is settled; its bets can no longer be rolled back', v_bet.round_id), 'value', v_value);
		ELSIF v_status = 409 THEN
			v_body := jsonb_build_object('success', false, 'code', 'bet_already_settled', 'message', format('Round %s already has a win; its bets can no longer be rolled back', v_bet.round_id), 'value', v_value);
		ELSE
			v_body := jsonb_build_object('success', true, 'value', v_value || jsonb_build_object('refunded', CASE WHEN v_moved THEN v_bet.amount - v_free_stake ELSE 0 END::text));
		END IF;
	ELSE
		RAISE EXCEPTION 'unknown provider call %', v_kind USING ERRCODE = 'PV002';
	END IF;

	-- The balance a game shows is what the member can stake: real money plus bonus money.
	IF v_body ? 'value' AND v_body->'value' ? 'balance' AND NOT coalesce((p->>'trial')::boolean, false) THEN
		v_main := bonus_balance_of(v_merchant, v_member, p->>'currency');
		IF v_main > 0 THEN
			v_body := jsonb_set(v_body, '{value,balance}', to_jsonb(((v_body->'value'->>'balance')::bigint + v_main)::text));
		END IF;
	END IF;
	UPDATE provider_transactions SET applied = v_moved, http_status = v_status, response = v_body,
		bonus_id = CASE WHEN v_moved AND v_kind = 'bet' THEN v_bonus.bonus_id WHEN v_moved AND v_kind = 'win' AND v_bonus_status = 'active' THEN v_round_row.bonus_id END,
		-- A bet: what bonus money paid of it; a win: what of it went back to the bonus.
		bonus_amount = CASE WHEN v_moved AND v_kind = 'bet' THEN v_from_bonus WHEN v_moved AND v_kind = 'win' AND v_bonus_status = 'active' THEN v_bonus_part ELSE 0 END,
		bonus_counted = CASE WHEN v_moved AND v_kind = 'bet' THEN v_counted ELSE 0 END
	WHERE id = v_claim;
	-- A closing win's round.settled carries the move (the wallet pushes the balance from it): one event, not two.
	IF v_moved AND NOT v_settled THEN
		PERFORM outbox_emit(v_merchant, 'balance.changed', jsonb_build_object('memberId', v_member, 'currency', p->>'currency', 'currencySymbol', p->>'symbol'), p->>'origin');
	END IF;
	RETURN jsonb_build_object('status', v_status, 'body', v_body, 'moved', v_moved, 'settled', v_settled, 'replay', false);
END;
$$;
