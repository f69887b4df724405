-- Group commit (issue 10 item 1): vendor calls that arrive together share one
-- statement and one commit. Every call still runs by provider_apply's rules, in
-- a subtransaction of its own, so one call's refusal (a closed round, a movement
-- past the money bound) undoes that call only; its error is answered in its
-- place. First every ledger account the batch may move is locked in ascending
-- id order, the order every ledger writer locks in, so two batches (or a batch
-- and any other movement) never wait for each other in a circle.
CREATE FUNCTION "provider_apply_batch"(p_calls jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_out jsonb := '[]'::jsonb;
	v_call jsonb;
	v_res jsonb;
BEGIN
	PERFORM 1 FROM ledger_accounts
	WHERE id IN (
		SELECT (x->>'account')::integer FROM jsonb_array_elements(p_calls) x
		UNION SELECT (x->>'house')::integer FROM jsonb_array_elements(p_calls) x
		UNION SELECT (x->>'demo')::integer FROM jsonb_array_elements(p_calls) x)
	ORDER BY id
	FOR UPDATE;
	FOR v_call IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
		BEGIN
			v_res := provider_apply(v_call);
		EXCEPTION WHEN OTHERS THEN
			v_res := jsonb_build_object('error', SQLSTATE, 'message', SQLERRM);
		END;
		v_out := v_out || jsonb_build_array(v_res);
	END LOOP;
	RETURN v_out;
END;
$$;
