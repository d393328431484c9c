-- Every committed write to bookings is announced on the channel bookings_changed (decision 052):
-- each node's empty-legs list keeps its read of Contrail's bookings until one arrives. NOTIFY is
-- transactional: it is delivered when the writing transaction commits, never for a rollback.
-- The payload is never empty: an empty one means "notifications may have been missed".
CREATE OR REPLACE FUNCTION notify_bookings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('bookings_changed', 'changed');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_bookings_changed();
