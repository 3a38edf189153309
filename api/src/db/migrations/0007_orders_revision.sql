-- A revision of each vendor's orders, so a process can answer the
-- orders list and the live poll from memory after one primary-key lookup.
--
-- vendor_order_revisions.rev changes in every transaction that inserts, updates or deletes any of
-- the vendor's orders (and so any line or attribute: the 0005 triggers rewrite the order row). It is
-- the id of the writing transaction (pg_current_xact_id(): cluster-wide, never reused, not reset by
-- dropping and re-creating the tables), so a revision seen once never comes back with other orders.
-- A reader that reads the revision in the same statement as the orders it serialises may keep the
-- answer under that revision: a later reader seeing the same revision sees the same orders.
-- No foreign key to vendors: a vendor's deletion cascades to its orders, whose trigger writes here.
CREATE TABLE vendor_order_revisions (
  vendor_id uuid PRIMARY KEY,
  rev       bigint NOT NULL
);

CREATE OR REPLACE FUNCTION vendor_order_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txid bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE vendor_order_revisions SET rev = txid;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_order_revisions AS r (vendor_id, rev)
      SELECT DISTINCT vendor_id, txid FROM new_rows
      ON CONFLICT (vendor_id) DO UPDATE SET rev = EXCLUDED.rev WHERE r.rev IS DISTINCT FROM EXCLUDED.rev;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vendor_order_revisions AS r (vendor_id, rev)
      SELECT DISTINCT vendor_id, txid FROM old_rows
      ON CONFLICT (vendor_id) DO UPDATE SET rev = EXCLUDED.rev WHERE r.rev IS DISTINCT FROM EXCLUDED.rev;
  ELSE
    INSERT INTO vendor_order_revisions AS r (vendor_id, rev)
      SELECT vendor_id, txid FROM (SELECT vendor_id FROM new_rows UNION SELECT vendor_id FROM old_rows) v
      ON CONFLICT (vendor_id) DO UPDATE SET rev = EXCLUDED.rev WHERE r.rev IS DISTINCT FROM EXCLUDED.rev;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_revision_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_revision_bump();
CREATE TRIGGER orders_revision_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_revision_bump();
CREATE TRIGGER orders_revision_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_revision_bump();
CREATE TRIGGER orders_revision_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_revision_bump();

INSERT INTO vendor_order_revisions (vendor_id, rev)
  SELECT DISTINCT vendor_id, pg_current_xact_id()::text::bigint FROM orders;
