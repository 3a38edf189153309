-- The answers of writes sent with an Idempotency-Key header.
--
-- A write the dashboard queued while offline carries a key it made once; sent again (its answer was
-- lost on the way back, a second tab, the next app start) it gets the first answer back and is not
-- applied again. The row is claimed (status_code NULL) before the write runs and holds the answer
-- once it succeeded; a write that did not succeed gives its claim up. Kept per vendor (the session
-- rotates on refresh, the vendor does not) and in the database, so every API process sees it; the
-- hourly purge deletes rows older than 24 hours.
CREATE TABLE idempotency_keys (
  vendor_id     uuid NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  key           text NOT NULL,
  -- SHA-256 of method, path and canonical JSON body: the same key with another request is refused.
  request_hash  text NOT NULL,
  created_at    timestamptz NOT NULL,
  status_code   integer,
  content_type  text,
  body          text,
  completed_at  timestamptz,
  PRIMARY KEY (vendor_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
