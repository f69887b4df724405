CREATE TABLE "loyalty_progress" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rebated" bigint DEFAULT 0 NOT NULL,
	"pointed" bigint DEFAULT 0 NOT NULL,
	"point_carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_progress_merchant_id_member_id_day_category_pk" PRIMARY KEY("merchant_id","member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"points_per_unit" integer NOT NULL,
	"min_convert" integer NOT NULL,
	"rebate_from" date DEFAULT current_date NOT NULL,
	"rebate_paid_through" date
);
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"highest" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone,
	"reviewed_month" date,
	CONSTRAINT "member_vip_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "point_redeems" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"request_id" text NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"cash_amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_rewards_stock_check" CHECK ("point_rewards"."stock" is null or "point_rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"source" text NOT NULL,
	"vip_level" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"day" date NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_deposits" (
	"merchant_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "vip_deposits_merchant_id_deposit_id_pk" PRIMARY KEY("merchant_id","deposit_id")
);
--> statement-breakpoint
CREATE TABLE "vip_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_at" timestamp with time zone,
	"claim_request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_gifts_kind_check" CHECK ("vip_gifts"."kind" in ('level_up_gift', 'birthday_gift'))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"deposit_threshold" bigint NOT NULL,
	"valid_bet_threshold" bigint NOT NULL,
	"rebate_rates" jsonb NOT NULL,
	"point_rates" jsonb NOT NULL,
	"level_up_gift" bigint DEFAULT 0 NOT NULL,
	"birthday_gift" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "loyalty_progress" ADD CONSTRAINT "loyalty_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_progress" ADD CONSTRAINT "loyalty_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redeems" ADD CONSTRAINT "point_redeems_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redeems" ADD CONSTRAINT "point_redeems_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redeems" ADD CONSTRAINT "point_redeems_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_deposits" ADD CONSTRAINT "vip_deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_deposits" ADD CONSTRAINT "vip_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_gifts" ADD CONSTRAINT "vip_gifts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_gifts" ADD CONSTRAINT "vip_gifts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_redeems_request_unique" ON "point_redeems" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redeems_member_idx" ON "point_redeems" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "point_redeems_status_idx" ON "point_redeems" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "point_rewards_list_idx" ON "point_rewards" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payouts_request_unique" ON "rebate_payouts" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_payouts_member_idx" ON "rebate_payouts" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "rebate_payouts_day_idx" ON "rebate_payouts" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "vip_deposits_member_idx" ON "vip_deposits" USING btree ("merchant_id","member_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_gifts_once" ON "vip_gifts" USING btree ("merchant_id","member_id","kind","ref");--> statement-breakpoint
CREATE INDEX "vip_gifts_open_idx" ON "vip_gifts" USING btree ("merchant_id","member_id") WHERE "vip_gifts"."claimed_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('main', 'vendor', 'bonus', 'locked', 'house', 'channel', 'suspense', 'demo', 'jackpot', 'points'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('deposit', 'withdrawal_lock', 'withdrawal_release', 'withdrawal_payout', 'transfer_in', 'transfer_out', 'bet', 'win', 'refund', 'bonus', 'adjustment', 'deposit_fee', 'demo_credit', 'jackpot_seed', 'jackpot_contribution', 'jackpot_release', 'team_transfer', 'agent_commission', 'bonus_convert', 'bonus_forfeit', 'promotion_cash', 'rebate', 'vip_gift', 'points_earn', 'points_redeem', 'points_refund', 'points_convert', 'points_cash'));