CREATE TABLE "favorite_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'closed')),
	CONSTRAINT "game_rounds_totals_check" CHECK ("game_rounds"."bet_total" >= 0 and "game_rounds"."win_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"is_trial" boolean NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer,
	"customer_name" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint NOT NULL,
	"source_ref" text NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_wins_amount_check" CHECK ("game_wins"."win_amount" > 0 and "game_wins"."bet_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"game_name" text NOT NULL,
	"game_code" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text,
	"icon_path" text NOT NULL,
	"is_game" boolean DEFAULT true NOT NULL,
	"min_bet" bigint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('active', 'maintenance')),
	CONSTRAINT "games_classify_check" CHECK ("games"."classify" is null or "games"."classify" in ('SC', 'JP', 'TG', 'AC', 'BG')),
	CONSTRAINT "games_min_bet_check" CHECK ("games"."min_bet" >= 0),
	CONSTRAINT "games_lines_check" CHECK ("games"."lines" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"secret" text NOT NULL,
	"launch_url" text NOT NULL,
	"currency" text NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"request_hash" text NOT NULL,
	"reference_transaction_id" text,
	"applied" boolean DEFAULT false NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"http_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('bet', 'win', 'rollback', 'tombstone')),
	CONSTRAINT "provider_transactions_amount_check" CHECK ("provider_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_fk" FOREIGN KEY ("merchant_id","vassalage","game_type") REFERENCES "public"."vendors"("merchant_id","vassalage","game_type") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_games_unique" ON "favorite_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "favorite_games_member_idx" ON "favorite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_unique" ON "game_rounds" USING btree ("merchant_id","vassalage","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_tokens_member_idx" ON "game_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "game_tokens_expires_idx" ON "game_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_wins_source_unique" ON "game_wins" USING btree ("merchant_id","source_ref");--> statement-breakpoint
CREATE INDEX "game_wins_recent_idx" ON "game_wins" USING btree ("merchant_id","won_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_node_unique" ON "games" USING btree ("merchant_id","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("merchant_id","vassalage","game_type","sort");--> statement-breakpoint
CREATE INDEX "games_sort_idx" ON "games" USING btree ("merchant_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_settings_unique" ON "provider_settings" USING btree ("merchant_id","vassalage");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_unique" ON "provider_transactions" USING btree ("merchant_id","vassalage","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("merchant_id","vassalage","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_games_unique" ON "recent_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","last_played_at");