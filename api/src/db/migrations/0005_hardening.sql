-- Hardening: shared rate-limit counters, wrong codes per caller, the refresh grace,
-- a cap on a sign-in's life, and each order's lines and attributes kept as JSON on the order row.

-- ---------------------------------------------------------------- sign-in abuse

-- Fixed-window counters of @fastify/rate-limit's store and of the wrong-code limit per caller. In
-- the database so that every API process sharing it counts together.
CREATE TABLE rate_limits (
  key      text PRIMARY KEY,
  count    integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);

-- Wrong tries on one code by one caller (otp_codes.attempts keeps the total over every caller).
CREATE TABLE otp_attempts (
  code_id  uuid NOT NULL REFERENCES otp_codes(id) ON DELETE CASCADE,
  caller   text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (code_id, caller)
);

-- Who asked for a send: the hourly limit of a number is counted per caller as well as in total.
ALTER TABLE otp_sends ADD COLUMN caller text;
CREATE INDEX otp_sends_phone_caller ON otp_sends (phone, caller, sent_at DESC);

-- ---------------------------------------------------------------- refresh grace

-- The pair a rotation minted, sealed (AES-256-GCM) with a key derived from the refresh token it
-- replaced: only a holder of that spent token can open it, and only within the grace window.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;

-- ---------------------------------------------------------------- orders list in one query

-- The order's lines and attributes as JSON, kept by triggers on order_items and order_attributes
-- (so every writer, the seed and bulk fills included, keeps them right without knowing).
ALTER TABLE orders ADD COLUMN products_json json NOT NULL DEFAULT '[]';
ALTER TABLE orders ADD COLUMN attributes_json json NOT NULL DEFAULT '[]';

CREATE OR REPLACE FUNCTION order_products_json(oid uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT COALESCE(json_agg(json_build_object(
           'productId', i.product_id, 'variantId', i.variant_id, 'productName', i.product_name,
           'imagePaths', i.image_paths, 'variant', i.variant, 'unit', i.unit, 'mrp', i.mrp,
           'netPrice', i.net_price, 'quantity', i.quantity) ORDER BY i.sort, i.id), '[]'::json)
    FROM order_items i WHERE i.order_id = oid
$$;

CREATE OR REPLACE FUNCTION order_attributes_json(oid uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT COALESCE(json_agg(json_build_object('name', a.name, 'value', a.value) ORDER BY a.name), '[]'::json)
    FROM order_attributes a WHERE a.order_id = oid
$$;

-- One statement-level trigger function for both tables: recomputes the JSON of the orders touched.
CREATE OR REPLACE FUNCTION order_json_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT order_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT order_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(x) INTO ids FROM (SELECT order_id AS x FROM new_rows UNION SELECT order_id FROM old_rows) u;
  END IF;
  IF TG_TABLE_NAME = 'order_items' THEN
    UPDATE orders SET products_json = order_products_json(id) WHERE id = ANY (ids);
  ELSE
    UPDATE orders SET attributes_json = order_attributes_json(id) WHERE id = ANY (ids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER order_items_sync_ins AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_json_sync();
CREATE TRIGGER order_items_sync_upd AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_json_sync();
CREATE TRIGGER order_items_sync_del AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_json_sync();
CREATE TRIGGER order_attributes_sync_ins AFTER INSERT ON order_attributes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_json_sync();
CREATE TRIGGER order_attributes_sync_upd AFTER UPDATE ON order_attributes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_json_sync();
CREATE TRIGGER order_attributes_sync_del AFTER DELETE ON order_attributes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_json_sync();

UPDATE orders o SET products_json = order_products_json(o.id), attributes_json = order_attributes_json(o.id);
