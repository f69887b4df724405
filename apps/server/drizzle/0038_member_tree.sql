-- The upline tree as a closure table (issue 14, the tree): triggers on members
-- keep it exact for every way a member is created or moved (a new member's
-- rows; a moved member's whole subtree cut from its old uplines and hung under
-- the new one), refusing a move under the member's own team or another
-- brand's member. The members already there are filled in from upline_id.
CREATE TABLE "member_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth_check" CHECK ("member_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_level_idx" ON "member_tree" USING btree ("ancestor_id","depth");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_tree_check_upline"(p_member integer, p_merchant integer, p_upline integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_upline IS NULL THEN
		RETURN;
	END IF;
	IF (SELECT merchant_id FROM members WHERE id = p_upline) IS DISTINCT FROM p_merchant THEN
		RAISE EXCEPTION 'member % cannot have an upline of another brand', p_member USING ERRCODE = 'check_violation';
	END IF;
	IF EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = p_member AND descendant_id = p_upline) THEN
		RAISE EXCEPTION 'member % cannot be placed under its own team', p_member USING ERRCODE = 'check_violation';
	END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_tree_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM member_tree_check_upline(NEW.id, NEW.merchant_id, NEW.upline_id);
	INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth) VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
	IF NEW.upline_id IS NOT NULL THEN
		INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth)
		SELECT NEW.merchant_id, up.ancestor_id, NEW.id, up.depth + 1 FROM member_tree up WHERE up.descendant_id = NEW.upline_id;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "members_tree_insert" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION member_tree_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_tree_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
		RETURN NULL;
	END IF;
	PERFORM member_tree_check_upline(NEW.id, NEW.merchant_id, NEW.upline_id);
	-- The subtree leaves its old uplines...
	DELETE FROM member_tree t
	WHERE t.descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
		AND t.ancestor_id NOT IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id);
	-- ...and hangs under the new upline and each of its uplines.
	IF NEW.upline_id IS NOT NULL THEN
		INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth)
		SELECT NEW.merchant_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
		FROM member_tree up CROSS JOIN member_tree sub
		WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "members_tree_move" AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW EXECUTE FUNCTION member_tree_move();
--> statement-breakpoint
INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth)
WITH RECURSIVE up AS (
	SELECT m.merchant_id, m.id AS descendant_id, m.id AS ancestor_id, 0 AS depth, m.upline_id AS next FROM members m
	UNION ALL
	SELECT up.merchant_id, up.descendant_id, m.id, up.depth + 1, m.upline_id FROM up JOIN members m ON m.id = up.next WHERE up.depth < 1000
)
SELECT merchant_id, ancestor_id, descendant_id, depth FROM up
ON CONFLICT DO NOTHING;
