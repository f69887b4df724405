CREATE TABLE "studio_table_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"table_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL,
	"player_id" text NOT NULL,
	"mode" text NOT NULL,
	"client_bet_id" text NOT NULL,
	"chips" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_table_bets_status_check" CHECK ("studio_table_bets"."status" in ('pending', 'placed', 'settled', 'refunded')),
	CONSTRAINT "studio_table_bets_mode_check" CHECK ("studio_table_bets"."mode" in ('real', 'demo', 'fun')),
	CONSTRAINT "studio_table_bets_amount_check" CHECK ("studio_table_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "studio_table_presence" (
	"table_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_table_presence_table_id_merchant_id_player_key_pk" PRIMARY KEY("table_id","merchant_id","player_key")
);
--> statement-breakpoint
CREATE TABLE "studio_table_rounds" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"phase" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"outcome" jsonb,
	"shoe_no" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_table_rounds_phase_check" CHECK ("studio_table_rounds"."phase" in ('betting', 'dealing', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "studio_tables" (
	"table_id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"betting_ms" integer NOT NULL,
	"dealing_ms" integer NOT NULL,
	"result_ms" integer NOT NULL,
	"state" jsonb,
	"round_no" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_tables_status_check" CHECK ("studio_tables"."status" in ('open', 'maintenance'))
);
--> statement-breakpoint
ALTER TABLE "studio_table_bets" ADD CONSTRAINT "studio_table_bets_round_id_studio_table_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."studio_table_rounds"("round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_table_bets" ADD CONSTRAINT "studio_table_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_table_rounds" ADD CONSTRAINT "studio_table_rounds_table_id_studio_tables_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."studio_tables"("table_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_table_bets_client_uq" ON "studio_table_bets" USING btree ("round_id","merchant_id","player_id","client_bet_id");--> statement-breakpoint
CREATE INDEX "studio_table_bets_round_idx" ON "studio_table_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "studio_table_bets_player_idx" ON "studio_table_bets" USING btree ("merchant_id","player_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_table_presence_seen_idx" ON "studio_table_presence" USING btree ("table_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_table_rounds_no_uq" ON "studio_table_rounds" USING btree ("table_id","round_no");--> statement-breakpoint
CREATE INDEX "studio_table_rounds_live_idx" ON "studio_table_rounds" USING btree ("table_id") WHERE "studio_table_rounds"."phase" in ('betting', 'dealing');