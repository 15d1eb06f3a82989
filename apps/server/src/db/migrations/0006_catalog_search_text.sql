ALTER TABLE "tests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || code || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tests_search_text_trgm_idx ON tests USING gin (search_text gin_trgm_ops);
