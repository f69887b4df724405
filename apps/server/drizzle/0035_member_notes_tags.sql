CREATE TABLE "member_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_notes_text_check" CHECK (char_length("member_notes"."text") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "member_tag_assignments" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_tag_assignments_member_id_tag_id_pk" PRIMARY KEY("member_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tag_assignments" ADD CONSTRAINT "member_tag_assignments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tag_assignments" ADD CONSTRAINT "member_tag_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tag_assignments" ADD CONSTRAINT "member_tag_assignments_tag_id_member_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."member_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tag_assignments" ADD CONSTRAINT "member_tag_assignments_added_by_staff_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_tag_assignments_tag_idx" ON "member_tag_assignments" USING btree ("merchant_id","tag_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tags_label_unique" ON "member_tags" USING btree ("merchant_id",lower("label"));--> statement-breakpoint
-- Notes are only ever added: the audit log's rule (a cascade from removing the member or the brand still passes).
CREATE TRIGGER "member_notes_immutable" BEFORE UPDATE OR DELETE ON "member_notes" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
