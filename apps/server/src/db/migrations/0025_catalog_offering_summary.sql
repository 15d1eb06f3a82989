CREATE TABLE "test_offering_summaries" (
	"test_id" uuid PRIMARY KEY NOT NULL,
	"lab_count" integer DEFAULT 0 NOT NULL,
	"labs_shown" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_offering_summaries" ADD CONSTRAINT "test_offering_summaries_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Recomputes the summaries of the given tests from their offerings: the active labs offering
-- each, and the first five (CATALOG_LABS_SHOWN) by name. One test has at most a few hundred
-- offerings, so a recomputation is a short index scan. The upsert first locks each summary row
-- (its DO UPDATE takes the row lock and waits for a concurrent writer to commit); the select that
-- follows is a new statement with a new snapshot in READ COMMITTED, so it sees that writer's
-- committed offerings and two concurrent changes to one test cannot leave a stale summary.
CREATE OR REPLACE FUNCTION refresh_test_offering_summaries(test_ids uuid[]) RETURNS void AS $$
BEGIN
  INSERT INTO test_offering_summaries (test_id)
    SELECT t.id FROM tests t WHERE t.id = ANY (test_ids) ORDER BY t.id
  ON CONFLICT (test_id) DO UPDATE SET lab_count = test_offering_summaries.lab_count;

  UPDATE test_offering_summaries s
     SET lab_count = coalesce(agg.lab_count, 0),
         labs_shown = coalesce(agg.labs_shown, '[]'::jsonb)
    FROM unnest(test_ids) AS changed(test_id)
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS lab_count,
             to_jsonb((array_agg(jsonb_build_object('id', l.id, 'name', l.name) ORDER BY l.name, l.id))[1:5]) AS labs_shown
        FROM lab_tests lt
        JOIN labs l ON l.id = lt.lab_id
       WHERE lt.test_id = changed.test_id AND lt.active AND l.status = 'active'
    ) agg ON true
   WHERE s.test_id = changed.test_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An offering added, (de)activated, moved to another test or lab, or removed (also when its lab
-- or test is deleted, by cascade). A price or turnaround change does not alter the summary.
CREATE OR REPLACE FUNCTION lab_tests_refresh_offering_summary() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_test_offering_summaries(ARRAY[NEW.test_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_test_offering_summaries(ARRAY[OLD.test_id]);
  ELSIF NEW.test_id IS DISTINCT FROM OLD.test_id OR NEW.lab_id IS DISTINCT FROM OLD.lab_id OR NEW.active IS DISTINCT FROM OLD.active THEN
    PERFORM refresh_test_offering_summaries(ARRAY(SELECT DISTINCT unnest(ARRAY[OLD.test_id, NEW.test_id])));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lab_tests_offering_summary
  AFTER INSERT OR UPDATE OR DELETE ON lab_tests
  FOR EACH ROW EXECUTE FUNCTION lab_tests_refresh_offering_summary();
--> statement-breakpoint
-- A lab renamed, activated or deactivated changes the summary of every test it offers.
CREATE OR REPLACE FUNCTION labs_refresh_offering_summary() RETURNS trigger AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM refresh_test_offering_summaries(ARRAY(SELECT lt.test_id FROM lab_tests lt WHERE lt.lab_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER labs_offering_summary
  AFTER UPDATE OF name, status ON labs
  FOR EACH ROW EXECUTE FUNCTION labs_refresh_offering_summary();
--> statement-breakpoint
-- Backfill: every test gets its summary (zero labs for a test nobody offers).
SELECT refresh_test_offering_summaries(ARRAY(SELECT id FROM tests));
