CREATE TABLE "studio_crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL,
	"player_id" text NOT NULL,
	"display_name" text NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"auto_cashout" integer,
	"cashed_at" integer,
	"payout" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "studio_crash_bets_status_check" CHECK ("studio_crash_bets"."status" in ('pending', 'placed', 'cashed', 'lost', 'refunded')),
	CONSTRAINT "studio_crash_bets_mode_check" CHECK ("studio_crash_bets"."mode" in ('real', 'demo', 'fun')),
	CONSTRAINT "studio_crash_bets_amount_check" CHECK ("studio_crash_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "studio_crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_crash_rounds" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"game_no" integer NOT NULL,
	"hash" text NOT NULL,
	"point" integer NOT NULL,
	"phase" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"busts_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_crash_rounds_phase_check" CHECK ("studio_crash_rounds"."phase" in ('betting', 'running', 'crashed'))
);
--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_round_id_studio_crash_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_crash_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_crash_bets" ADD CONSTRAINT "studio_crash_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_crash_rounds" ADD CONSTRAINT "studio_crash_rounds_chain_id_studio_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."studio_crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_bets_player_uq" ON "studio_crash_bets" USING btree ("round_id","merchant_id","player_id");--> statement-breakpoint
CREATE INDEX "studio_crash_bets_round_idx" ON "studio_crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_crash_rounds_game_uq" ON "studio_crash_rounds" USING btree ("chain_id","game_no");--> statement-breakpoint
CREATE INDEX "studio_crash_rounds_recent_idx" ON "studio_crash_rounds" USING btree ("opens_at");