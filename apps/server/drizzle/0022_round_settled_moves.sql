-- A win that closes its round wrote two outbox events, round.settled and
-- balance.changed; a live table's round of 1,000 players wrote 1,650 and
-- delivered each. Now round.settled carries whether the member's money moved
-- (and the currency), the wallet pushes the balance from it, and
-- balance.changed is written only for moves that settle no round. The rest of
-- provider_apply is 0020's.
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
BEGIN
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
		IF v_amount > 0 THEN
			-- Play money (a trial member's demo credits) never touches the house.
			v_other := CASE WHEN v_trial THEN (p->>'demo')::integer ELSE (p->>'house')::integer END;
			BEGIN
				SELECT e.balance_after INTO v_balance
				FROM ledger_post(v_merchant, p->>'key', 'bet', v_vendor || ':' || v_round,
					jsonb_build_object('vassalage', v_vendor, 'gameCode', p->>'game', 'roundId', v_round, 'transactionId', v_txid),
					CASE WHEN v_account < v_other THEN ARRAY[v_account, v_other] ELSE ARRAY[v_other, v_account] END,
					CASE WHEN v_account < v_other THEN ARRAY[-v_amount, v_amount] ELSE ARRAY[v_amount, -v_amount] END) e
				WHERE e.account_id = v_account;
				v_moved := true;
			EXCEPTION WHEN check_violation THEN
				IF SQLERRM NOT LIKE '%ledger_accounts_member_balance_check%' THEN
					RAISE;
				END IF;
				SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
				v_status := 400;
			END;
		ELSE
			SELECT balance INTO v_balance FROM ledger_accounts WHERE id = v_account;
		END IF;
		v_value := jsonb_build_object('playerId', v_member::text, 'currency', p->>'currency', 'balance', v_balance::text,
			'transactionId', v_txid, 'roundId', v_round, 'duplicate', false);
		IF v_status = 400 THEN
			v_body := jsonb_build_object('success', false, 'code', 'insufficient_funds', 'message', 'Not enough money for this bet; nothing was moved', 'value', v_value);
		ELSE
			v_body := jsonb_build_object('success', true, 'value', v_value);
			-- The round: opened by its first bet, added to while open and the same player's.
			INSERT INTO game_rounds AS r (merchant_id, member_id, vassalage, game_code, round_id, currency, is_trial, bet_total, balance_before, balance_after, opened_at, updated_at)
			VALUES (v_merchant, v_member, v_vendor, p->>'game', v_round, p->>'currency', v_trial, v_amount, v_balance + v_amount, v_balance, v_now, v_now)
			ON CONFLICT (merchant_id, vassalage, round_id) DO UPDATE
				SET bet_total = r.bet_total + excluded.bet_total, balance_after = excluded.balance_after, updated_at = excluded.updated_at
				WHERE r.status = 'open' AND r.member_id = excluded.member_id
			RETURNING true INTO v_taken;
			IF v_taken IS NULL THEN
				RAISE EXCEPTION 'Round % is closed or another player''s', v_round USING ERRCODE = 'PV001';
			END IF;
		END IF;

	ELSIF v_kind = 'win' THEN
		SELECT * INTO v_round_row FROM game_rounds WHERE merchant_id = v_merchant AND vassalage = v_vendor AND round_id = v_round;
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
		ELSE
			IF v_amount > 0 THEN
				v_other := CASE WHEN v_round_row.is_trial THEN (p->>'demo')::integer ELSE (p->>'house')::integer END;
				SELECT e.balance_after INTO v_balance
				FROM ledger_post(v_merchant, p->>'key', 'win', v_vendor || ':' || v_round,
					jsonb_build_object('vassalage', v_vendor, 'gameCode', v_round_row.game_code, 'roundId', v_round, 'transactionId', v_txid),
					CASE WHEN v_account < v_other THEN ARRAY[v_account, v_other] ELSE ARRAY[v_other, v_account] END,
					CASE WHEN v_account < v_other THEN ARRAY[v_amount, -v_amount] ELSE ARRAY[-v_amount, v_amount] END) e
				WHERE e.account_id = v_account;
				v_moved := true;
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
				v_category := coalesce(
					(SELECT g.game_type FROM games g WHERE g.merchant_id = v_merchant AND g.vassalage = v_vendor AND g.game_code = v_round_row.game_code ORDER BY g.id LIMIT 1),
					(SELECT v.game_type FROM vendors v WHERE v.merchant_id = v_merchant AND v.vassalage = v_vendor ORDER BY v.sort, v.id LIMIT 1),
					'OTHER');
				PERFORM wager_record(v_merchant, v_member, 'provider', v_vendor || ':' || v_round, v_category, v_vendor, v_round_row.game_code, p->>'currency',
					v_round_row.bet_total, least(coalesce((p->>'valid_bet')::bigint, v_round_row.bet_total), v_round_row.bet_total), v_round_row.win_total, v_round_row.is_trial, v_now,
					((v_now AT TIME ZONE 'UTC') + make_interval(mins => (p->>'gmt')::integer))::date, coalesce((p->>'wager_shard')::integer, v_member % (p->>'wager_shards')::integer));
				PERFORM outbox_emit(v_merchant, 'round.settled', jsonb_build_object('memberId', v_member, 'account', p->>'account_name', 'vassalage', v_vendor,
					'gameCode', v_round_row.game_code, 'roundId', v_round, 'stake', v_round_row.bet_total::text, 'payout', v_round_row.win_total::text,
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
				-- A settled round is final: its bets are not refunded (its win was paid, its wager counted).
				IF v_bet.round_id IS NOT NULL AND v_bet.rolled_back_at IS NULL
					AND EXISTS (SELECT 1 FROM game_rounds WHERE merchant_id = v_merchant AND vassalage = v_vendor AND round_id = v_bet.round_id AND status <> 'open') THEN
					v_status := 409;
				ELSE
					UPDATE provider_transactions SET rolled_back_at = v_now WHERE id = v_bet.id AND rolled_back_at IS NULL RETURNING true INTO v_taken;
					IF v_taken AND v_bet.applied AND v_bet.amount > 0 THEN
						v_other := CASE WHEN (p->>'trial')::boolean THEN (p->>'demo')::integer ELSE (p->>'house')::integer END;
						SELECT e.balance_after INTO v_balance
						FROM ledger_post(v_merchant, p->>'key', 'refund', v_vendor || ':' || coalesce(v_bet.round_id, ''),
							jsonb_build_object('vassalage', v_vendor, 'roundId', v_bet.round_id, 'transactionId', v_txid, 'cancels', v_bet.transaction_id),
							CASE WHEN v_account < v_other THEN ARRAY[v_account, v_other] ELSE ARRAY[v_other, v_account] END,
							CASE WHEN v_account < v_other THEN ARRAY[v_bet.amount, -v_bet.amount] ELSE ARRAY[-v_bet.amount, v_bet.amount] END) e
						WHERE e.account_id = v_account;
						v_moved := true;
						IF v_bet.round_id IS NOT NULL THEN
							UPDATE game_rounds r SET bet_total = greatest(r.bet_total - v_bet.amount, 0), balance_after = v_balance, updated_at = v_now
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
		ELSIF v_status = 409 THEN
			v_body := jsonb_build_object('success', false, 'code', 'round_closed', 'message', format('Round %s is settled; its bets can no longer be rolled back', v_bet.round_id), 'value', v_value);
		ELSE
			v_body := jsonb_build_object('success', true, 'value', v_value || jsonb_build_object('refunded', CASE WHEN v_moved THEN v_bet.amount ELSE 0 END::text));
		END IF;
	ELSE
		RAISE EXCEPTION 'unknown provider call %', v_kind USING ERRCODE = 'PV002';
	END IF;

	UPDATE provider_transactions SET applied = v_moved, http_status = v_status, response = v_body WHERE id = v_claim;
	-- A closing win's round.settled carries the move (the wallet pushes the balance from it): one event, not two.
	IF v_moved AND NOT v_settled THEN
		PERFORM outbox_emit(v_merchant, 'balance.changed', jsonb_build_object('memberId', v_member, 'currency', p->>'currency', 'currencySymbol', p->>'symbol'), p->>'origin');
	END IF;
	RETURN jsonb_build_object('status', v_status, 'body', v_body, 'moved', v_moved, 'settled', v_settled, 'replay', false);
END;
$$;
