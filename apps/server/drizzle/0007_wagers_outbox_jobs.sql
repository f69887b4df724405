CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"origin" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wager_brand_daily" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vassalage" text NOT NULL,
	"shard" integer NOT NULL,
	"wagers" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "wager_brand_daily_merchant_id_day_category_vassalage_shard_pk" PRIMARY KEY("merchant_id","day","category","vassalage","shard")
);
--> statement-breakpoint
CREATE TABLE "wager_member_daily" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vassalage" text NOT NULL,
	"wagers" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "wager_member_daily_merchant_id_member_id_day_category_vassalage_pk" PRIMARY KEY("merchant_id","member_id","day","category","vassalage")
);
--> statement-breakpoint
CREATE TABLE "wagers" (
	"id" bigserial NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"category" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"result" text NOT NULL,
	"is_trial" boolean NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "wagers_id_settled_at_pk" PRIMARY KEY("id","settled_at"),
	CONSTRAINT "wagers_source_check" CHECK ("wagers"."source" in ('provider', 'lottery', 'sports', 'table')),
	CONSTRAINT "wagers_result_check" CHECK ("wagers"."result" in ('win', 'lose', 'tie')),
	CONSTRAINT "wagers_amounts_check" CHECK ("wagers"."stake" >= 0 and "wagers"."valid_bet" >= 0 and "wagers"."payout" >= 0 and "wagers"."stake" <= 1000000000000000 and "wagers"."payout" <= 1000000000000000)
) PARTITION BY RANGE ("settled_at");
--> statement-breakpoint
-- Monthly partitions (issue 10 item 5): a month's wagers live in wagers_YYYYMM, so
-- the table grows without its indexes slowing, and old months can be detached and
-- archived whole. The wagers.partitions job keeps the next months created ahead;
-- the default partition catches anything outside them, so an insert never fails.
CREATE FUNCTION "wagers_ensure_month"(p_month date) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	v_from date := date_trunc('month', p_month)::date;
	v_name text := 'wagers_' || to_char(v_from, 'YYYYMM');
BEGIN
	IF to_regclass(v_name) IS NULL THEN
		EXECUTE format('CREATE TABLE %I PARTITION OF wagers FOR VALUES FROM (%L) TO (%L)',
			v_name, v_from::timestamp AT TIME ZONE 'UTC', (v_from + interval '1 month')::timestamp AT TIME ZONE 'UTC');
	END IF;
	RETURN v_name;
END;
$$;
--> statement-breakpoint
CREATE TABLE "wagers_default" PARTITION OF "wagers" DEFAULT;
--> statement-breakpoint
SELECT "wagers_ensure_month"((date_trunc('month', now()) + make_interval(months => m))::date) FROM generate_series(-1, 3) AS m;
--> statement-breakpoint
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_brand_daily" ADD CONSTRAINT "wager_brand_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_member_daily" ADD CONSTRAINT "wager_member_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "outbox_events_available_idx" ON "outbox_events" USING btree ("available_at","id");--> statement-breakpoint
CREATE INDEX "outbox_events_origin_idx" ON "outbox_events" USING btree ("origin","id");--> statement-breakpoint
CREATE INDEX "wager_member_daily_day_idx" ON "wager_member_daily" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "wagers_member_idx" ON "wagers" USING btree ("merchant_id","member_id","settled_at");--> statement-breakpoint
CREATE INDEX "wagers_source_idx" ON "wagers" USING btree ("merchant_id","source","source_ref");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_bound_check" CHECK ("ledger_accounts"."balance" between -1000000000000000 and 1000000000000000);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_bound_check" CHECK ("ledger_entries"."amount" between -1000000000000000 and 1000000000000000);