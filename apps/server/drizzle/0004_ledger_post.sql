-- One round trip per movement (issue 4, bench/ledger): the transaction row, the
-- balance updates in the caller's (ascending account id) order, and the entries,
-- all inside the database. Semantics are those of postTransaction before: the
-- idempotency key decides (a used key returns the stored movement with
-- inserted = false and moves nothing); the member CHECK refuses an overdraft;
-- every account must belong to the brand and share one currency. The entries'
-- time is read after every row lock is held, so per account it follows the
-- order in which balances changed (checkLedger "as of" relies on it).
CREATE FUNCTION "ledger_post"(
	p_merchant integer,
	p_key text,
	p_type text,
	p_reference text,
	p_metadata jsonb,
	p_accounts integer[],
	p_amounts bigint[]
) RETURNS TABLE (
	transaction_id integer,
	transaction_created_at timestamptz,
	entry_id integer,
	account_id integer,
	amount bigint,
	balance_after bigint,
	entry_created_at timestamptz,
	inserted boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_tx integer;
	v_tx_created timestamptz;
	v_balances bigint[] := '{}';
	v_balance bigint;
	v_merchant integer;
	v_currency text;
	v_first_currency text;
	v_now timestamptz;
BEGIN
	INSERT INTO ledger_transactions AS t (merchant_id, idempotency_key, type, reference, metadata, created_at)
	VALUES (p_merchant, p_key, p_type, p_reference, p_metadata, clock_timestamp())
	ON CONFLICT DO NOTHING
	RETURNING t.id, t.created_at INTO v_tx, v_tx_created;

	IF v_tx IS NULL THEN
		RETURN QUERY
			SELECT t.id, t.created_at, e.id, e.account_id, e.amount, e.balance_after, e.created_at, false
			FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
			WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key
			ORDER BY e.id;
		RETURN;
	END IF;

	FOR i IN 1 .. coalesce(array_length(p_accounts, 1), 0) LOOP
		UPDATE ledger_accounts a SET balance = a.balance + p_amounts[i]
		WHERE a.id = p_accounts[i]
		RETURNING a.balance, a.merchant_id, a.currency INTO v_balance, v_merchant, v_currency;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'ledger account % does not exist', p_accounts[i] USING ERRCODE = 'LA001';
		END IF;
		IF v_merchant <> p_merchant THEN
			RAISE EXCEPTION 'ledger account % belongs to another brand', p_accounts[i] USING ERRCODE = 'LA002';
		END IF;
		v_first_currency := coalesce(v_first_currency, v_currency);
		IF v_currency <> v_first_currency THEN
			RAISE EXCEPTION 'all accounts of a movement share one currency (account %)', p_accounts[i] USING ERRCODE = 'LA003';
		END IF;
		v_balances := v_balances || v_balance;
	END LOOP;

	v_now := clock_timestamp();
	RETURN QUERY
		INSERT INTO ledger_entries AS e (transaction_id, account_id, amount, balance_after, created_at)
		SELECT v_tx, x.account_id, x.amount, x.balance_after, v_now
		FROM unnest(p_accounts, p_amounts, v_balances) AS x(account_id, amount, balance_after)
		RETURNING v_tx, v_tx_created, e.id, e.account_id, e.amount, e.balance_after, e.created_at, true;
END;
$$;
