CREATE TABLE "studio_limits" (
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"game" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"max_win" bigint NOT NULL,
	"edge_bp" integer NOT NULL,
	"autoplay" boolean NOT NULL,
	"turbo" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_limits_merchant_id_currency_game_pk" PRIMARY KEY("merchant_id","currency","game"),
	CONSTRAINT "studio_limits_bets_check" CHECK ("studio_limits"."min_bet" > 0 and "studio_limits"."max_bet" >= "studio_limits"."min_bet" and "studio_limits"."max_win" >= "studio_limits"."max_bet"),
	CONSTRAINT "studio_limits_edge_check" CHECK ("studio_limits"."edge_bp" between 100 and 500)
);
--> statement-breakpoint
CREATE TABLE "studio_original_rounds" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"platform_player_id" text,
	"mode" text NOT NULL,
	"game" text NOT NULL,
	"client_round_id" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"edge_bp" integer NOT NULL,
	"bet" bigint NOT NULL,
	"currency" text NOT NULL,
	"params" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"multiplier" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "studio_original_rounds_status_check" CHECK ("studio_original_rounds"."status" in ('open', 'won', 'lost', 'cashed')),
	CONSTRAINT "studio_original_rounds_mode_check" CHECK ("studio_original_rounds"."mode" in ('real', 'demo', 'fun')),
	CONSTRAINT "studio_original_rounds_amounts_check" CHECK ("studio_original_rounds"."bet" > 0 and "studio_original_rounds"."payout" >= 0 and "studio_original_rounds"."multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"next_server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seed_pairs_nonce_check" CHECK ("studio_seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_limits" ADD CONSTRAINT "studio_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_original_rounds" ADD CONSTRAINT "studio_original_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_original_rounds" ADD CONSTRAINT "studio_original_rounds_seed_pair_id_studio_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."studio_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seed_pairs" ADD CONSTRAINT "studio_seed_pairs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_original_rounds_client_uq" ON "studio_original_rounds" USING btree ("merchant_id","player_key","client_round_id");--> statement-breakpoint
CREATE INDEX "studio_original_rounds_open_idx" ON "studio_original_rounds" USING btree ("merchant_id","player_key") WHERE "studio_original_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "studio_original_rounds_unpaid_idx" ON "studio_original_rounds" USING btree ("settled_at") WHERE "studio_original_rounds"."paid_at" is null and "studio_original_rounds"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "studio_original_rounds_seed_idx" ON "studio_original_rounds" USING btree ("seed_pair_id");--> statement-breakpoint
CREATE INDEX "studio_original_rounds_created_idx" ON "studio_original_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pairs_active_uq" ON "studio_seed_pairs" USING btree ("merchant_id","player_key") WHERE "studio_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "studio_seed_pairs_player_idx" ON "studio_seed_pairs" USING btree ("merchant_id","player_key","id");--> statement-breakpoint
-- The studio serves each game at its own page: /studio/<game>/ (issue 11). Brands still on the
-- first address of the only game get the per-game one; an operator's own address is kept.
UPDATE "provider_settings" SET "launch_url" = '/studio/{game}/' WHERE "vassalage" = 'WPS' AND "launch_url" = '/studio/lucky-reels/';
