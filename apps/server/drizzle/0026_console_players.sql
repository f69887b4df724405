CREATE TABLE "manual_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"needs_second_approval" boolean DEFAULT false NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "manual_adjustments_status_check" CHECK ("manual_adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "manual_adjustments_amount_check" CHECK ("manual_adjustments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "adjust_second_approval_at" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_adjustments_request_unique" ON "manual_adjustments" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "manual_adjustments_queue_idx" ON "manual_adjustments" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "manual_adjustments_member_idx" ON "manual_adjustments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_known_ips_ip_idx" ON "member_known_ips" USING btree ("merchant_id","ip");--> statement-breakpoint
CREATE INDEX "members_account_prefix_idx" ON "members" USING btree ("merchant_id",lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_number_idx" ON "members" USING btree ("merchant_id","mobile_number");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_number_idx" ON "member_bank_accounts" USING btree ("merchant_id","account_number");