-- Catalog search matches a substring anywhere in name, code or description; trigram indexes
-- (next migration) keep that fast on large catalogs. pg_trgm is a trusted extension (PG 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
