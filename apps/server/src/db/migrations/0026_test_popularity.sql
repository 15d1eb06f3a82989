CREATE TABLE "test_figures" (
	"test_id" uuid PRIMARY KEY NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" double precision GENERATED ALWAYS AS (case when rating_count > 0 then round(rating_sum::numeric / rating_count, 1)::float8 end) STORED,
	"popularity" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_figures" ADD CONSTRAINT "test_figures_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_figures_popular_idx" ON "test_figures" USING btree ("rating" DESC NULLS LAST,"popularity" DESC NULLS LAST,"name","test_id");
--> statement-breakpoint
-- The window of a test's popularity; FIGURES_WINDOW_DAYS in @labwise/domain (a test checks they agree).
CREATE OR REPLACE FUNCTION figures_window_start() RETURNS timestamptz AS $$
  SELECT now() - make_interval(days => 90)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Writers of popularity take this advisory lock shared; the periodic refresh takes it exclusive,
-- so its recount never overwrites a change it could not see.
CREATE OR REPLACE FUNCTION test_figures_lock_shared() RETURNS void AS $$
  SELECT pg_advisory_xact_lock_shared(2026112720)
$$ LANGUAGE sql VOLATILE;
--> statement-breakpoint
-- Recomputes the given tests' figures from ratings and orders: what a rare change (an item moved
-- or removed, a rating given) costs. The upsert locks each row first; the update that follows is
-- a new statement, so it sees what a concurrent writer committed (as migration 0025 does).
CREATE OR REPLACE FUNCTION recompute_test_figures(test_ids uuid[]) RETURNS void AS $$
BEGIN
  PERFORM test_figures_lock_shared();
  INSERT INTO test_figures (test_id, name)
    SELECT t.id, t.name FROM tests t WHERE t.id = ANY (test_ids) ORDER BY t.id
  ON CONFLICT (test_id) DO UPDATE SET popularity = test_figures.popularity;

  UPDATE test_figures f
     SET rating_sum = r.total, rating_count = r.n, popularity = p.n
    FROM unnest(test_ids) AS changed(test_id)
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(lr.stars), 0)::int AS total, count(*)::int AS n
        FROM lab_ratings lr
       WHERE lr.order_id IN (SELECT oi.order_id FROM order_items oi WHERE oi.test_id = changed.test_id)
    ) r
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT oi.order_id)::int AS n
        FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE oi.test_id = changed.test_id AND o.status <> 'cancelled' AND o.created_at >= figures_window_start()
    ) p
   WHERE f.test_id = changed.test_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new test starts with no ratings and no orders; a renamed test moves in the popular order.
CREATE OR REPLACE FUNCTION tests_figures() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO test_figures (test_id, name) VALUES (NEW.id, NEW.name) ON CONFLICT (test_id) DO NOTHING;
  ELSIF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE test_figures SET name = NEW.name WHERE test_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tests_figures AFTER INSERT OR UPDATE OF name ON tests FOR EACH ROW EXECUTE FUNCTION tests_figures();
--> statement-breakpoint
-- Items placed (a checkout): each (order, test) pair new to its order adds one to the test's
-- popularity if the order counts. One statement per checkout, whatever its size; the rows are
-- locked in test order so two checkouts of the same tests cannot deadlock. Ratings are recounted
-- only when the order already has some (never at checkout).
CREATE OR REPLACE FUNCTION order_items_added_figures() RETURNS trigger AS $$
BEGIN
  PERFORM test_figures_lock_shared();
  WITH pairs AS (
    SELECT DISTINCT n.test_id, n.order_id
      FROM new_items n JOIN orders o ON o.id = n.order_id
     WHERE o.status <> 'cancelled' AND o.created_at >= figures_window_start()
       AND NOT EXISTS (SELECT 1 FROM order_items oi
                        WHERE oi.order_id = n.order_id AND oi.test_id = n.test_id
                          AND oi.id NOT IN (SELECT id FROM new_items))
  ), counted AS (
    SELECT test_id, count(*)::int AS n FROM pairs GROUP BY test_id
  ), locked AS (
    SELECT f.test_id FROM test_figures f WHERE f.test_id IN (SELECT test_id FROM counted) ORDER BY f.test_id FOR UPDATE
  )
  UPDATE test_figures f SET popularity = f.popularity + c.n
    FROM counted c, locked l
   WHERE f.test_id = c.test_id AND l.test_id = c.test_id;

  PERFORM recompute_test_figures(ARRAY(
    SELECT DISTINCT n.test_id FROM new_items n WHERE EXISTS (SELECT 1 FROM lab_ratings lr WHERE lr.order_id = n.order_id)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_items_added_figures AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_added_figures();
--> statement-breakpoint
-- An item moved to another test or order, or removed (also by its order's deletion): rare, so
-- the tests concerned are recounted.
CREATE OR REPLACE FUNCTION order_items_changed_figures() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM recompute_test_figures(ARRAY[OLD.test_id]);
  ELSIF NEW.test_id IS DISTINCT FROM OLD.test_id OR NEW.order_id IS DISTINCT FROM OLD.order_id THEN
    PERFORM recompute_test_figures(ARRAY(SELECT DISTINCT unnest(ARRAY[OLD.test_id, NEW.test_id])));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_items_changed_figures AFTER UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_changed_figures();
--> statement-breakpoint
-- An order cancelled (or brought back) within the window: one less (more) for each of its tests.
-- An order's created_at is set once, at checkout; leaving the window is the refresh's work.
CREATE OR REPLACE FUNCTION orders_status_figures() RETURNS trigger AS $$
DECLARE
  delta int;
BEGIN
  IF (OLD.status = 'cancelled') = (NEW.status = 'cancelled') THEN
    RETURN NULL;
  END IF;
  IF NEW.created_at < figures_window_start() THEN
    RETURN NULL;
  END IF;
  delta := CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END;
  PERFORM test_figures_lock_shared();
  UPDATE test_figures f SET popularity = f.popularity + delta
   WHERE f.test_id IN (SELECT f2.test_id FROM test_figures f2
                        WHERE f2.test_id IN (SELECT oi.test_id FROM order_items oi WHERE oi.order_id = NEW.id)
                        ORDER BY f2.test_id FOR UPDATE);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_status_figures AFTER UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_status_figures();
--> statement-breakpoint
-- A rating given, changed or removed: the tests of its order are recounted (a handful).
CREATE OR REPLACE FUNCTION lab_ratings_figures() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recompute_test_figures(ARRAY(SELECT DISTINCT oi.test_id FROM order_items oi WHERE oi.order_id = NEW.order_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recompute_test_figures(ARRAY(SELECT DISTINCT oi.test_id FROM order_items oi WHERE oi.order_id = OLD.order_id));
  ELSIF NEW.stars IS DISTINCT FROM OLD.stars OR NEW.order_id IS DISTINCT FROM OLD.order_id THEN
    PERFORM recompute_test_figures(ARRAY(SELECT DISTINCT oi.test_id FROM order_items oi WHERE oi.order_id IN (OLD.order_id, NEW.order_id)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lab_ratings_figures AFTER INSERT OR UPDATE OR DELETE ON lab_ratings
  FOR EACH ROW EXECUTE FUNCTION lab_ratings_figures();
--> statement-breakpoint
-- The periodic refresh: recounts every test's windowed orders (orders that aged out leave the
-- count) and writes only the rows that changed; returns how many. Exclusive against the writers
-- above, and the recount is a statement after the lock, so it sees all they committed.
CREATE OR REPLACE FUNCTION refresh_test_popularity() RETURNS integer AS $$
DECLARE
  changed integer;
BEGIN
  PERFORM pg_advisory_xact_lock(2026112720);
  UPDATE test_figures f SET popularity = fresh.n
    FROM (
      SELECT f2.test_id, coalesce(c.n, 0) AS n
        FROM test_figures f2
        LEFT JOIN (
          SELECT oi.test_id, count(DISTINCT oi.order_id)::int AS n
            FROM order_items oi JOIN orders o ON o.id = oi.order_id
           WHERE o.status <> 'cancelled' AND o.created_at >= figures_window_start()
           GROUP BY oi.test_id
        ) c ON c.test_id = f2.test_id
    ) fresh
   WHERE f.test_id = fresh.test_id AND f.popularity <> fresh.n;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every test's figures counted in one pass (grouped, not test by test): the backfill below, and
-- a bulk load that ran with triggers off (the benchmark dataset).
CREATE OR REPLACE FUNCTION recount_all_test_figures() RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(2026112720);
  INSERT INTO test_figures AS f (test_id, name, rating_sum, rating_count, popularity)
  SELECT t.id, t.name, coalesce(r.total, 0), coalesce(r.n, 0), coalesce(p.n, 0)
    FROM tests t
    LEFT JOIN (
      SELECT rated.test_id, sum(lr.stars)::int AS total, count(*)::int AS n
        FROM (SELECT DISTINCT oi.test_id, oi.order_id FROM order_items oi
               WHERE EXISTS (SELECT 1 FROM lab_ratings l WHERE l.order_id = oi.order_id)) rated
        JOIN lab_ratings lr ON lr.order_id = rated.order_id
       GROUP BY rated.test_id
    ) r ON r.test_id = t.id
    LEFT JOIN (
      SELECT oi.test_id, count(DISTINCT oi.order_id)::int AS n
        FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE o.status <> 'cancelled' AND o.created_at >= figures_window_start()
       GROUP BY oi.test_id
    ) p ON p.test_id = t.id
  ON CONFLICT (test_id) DO UPDATE
    SET name = excluded.name, rating_sum = excluded.rating_sum, rating_count = excluded.rating_count, popularity = excluded.popularity;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Backfill.
SELECT recount_all_test_figures();
