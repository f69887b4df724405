CREATE TABLE "registration_taken_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_taken_answers" ADD CONSTRAINT "registration_taken_answers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_taken_answers_ip_idx" ON "registration_taken_answers" USING btree ("merchant_id","ip","created_at");