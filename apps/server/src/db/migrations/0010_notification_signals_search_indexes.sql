-- Live notifications: every stored or read notification signals the channel the API nodes LISTEN
-- on. NOTIFY is transactional (delivered at commit, dropped on rollback) and carries ids only —
-- never the title or body. Identical payloads in one transaction arrive once, so marking many
-- notifications read signals each user once.
CREATE OR REPLACE FUNCTION notifications_signal() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('labwise_notifications', json_build_object('change', 'created', 'userId', NEW.user_id, 'id', NEW.id)::text);
  ELSIF NEW.read_at IS DISTINCT FROM OLD.read_at THEN
    PERFORM pg_notify('labwise_notifications', json_build_object('change', 'read', 'userId', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_signal
  AFTER INSERT OR UPDATE OF read_at ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_signal();
--> statement-breakpoint
-- The header search matches substrings of patient names and e-mails (administrators search every
-- record) and of order numbers: trigram indexes keep those LIKE matches off full scans.
CREATE INDEX IF NOT EXISTS patients_full_name_trgm_idx ON patients USING gin (full_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_email_trgm_idx ON patients USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_order_number_trgm_idx ON orders USING gin (order_number gin_trgm_ops);
