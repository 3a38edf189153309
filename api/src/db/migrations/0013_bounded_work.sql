-- Bounds that hold across every API process: a vendor's places for work in flight, the gallery
-- room an upload has reserved, and Idempotency-Key claims and answers per owner and per day.

-- One row per place a vendor holds for a kind of work (uploads, place searches): at most `limit`
-- places per kind, slot 0 .. limit - 1. A place is taken with one INSERT ... ON CONFLICT (a free or
-- lapsed slot only) and given back by its token; a place whose holder died frees itself when
-- expires_at (the database's clock) passes, and is taken over by the next request. UNLOGGED: taking
-- and giving back a place waits for no WAL flush, and after a server crash (whose requests died with
-- it) the table starts empty, which is what it should hold then.
CREATE TABLE work_leases (
  kind       text NOT NULL,
  vendor_id  uuid NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  slot       integer NOT NULL,
  token      uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, vendor_id, slot)
);
ALTER TABLE work_leases SET UNLOGGED;

-- Gallery places an upload has reserved before decoding its images: counted with the stored images
-- when the next upload asks for room, turned into images in the storing transaction, deleted when
-- the upload fails, and ignored once expires_at (the database's clock) has passed. UNLOGGED, as
-- work_leases: an upload whose reservation a server crash took is refused when storing (503), and
-- the storing transaction checks the gallery's cap again anyway.
CREATE TABLE gallery_reservations (
  token      uuid PRIMARY KEY,
  vendor_id  uuid NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  images     integer NOT NULL CHECK (images > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX gallery_reservations_vendor ON gallery_reservations (vendor_id);
ALTER TABLE gallery_reservations SET UNLOGGED;

-- Idempotency-Key is kept per owner: a vendor, or a customer (POST customer/orders).
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_vendor_id_fkey;
ALTER TABLE idempotency_keys RENAME COLUMN vendor_id TO owner_id;
ALTER TABLE idempotency_keys ADD COLUMN owner_kind text NOT NULL DEFAULT 'vendor';
ALTER TABLE idempotency_keys ALTER COLUMN owner_kind DROP DEFAULT;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (owner_kind, owner_id, key);
-- The request holding the claim: only it completes or gives up the claim. NULL for rows claimed
-- before tokens existed (never matched: such a claim is taken over once its lease has passed).
ALTER TABLE idempotency_keys ADD COLUMN claim_token uuid;
-- Until when the claim is its holder's (the database's clock); past it, the key may be taken over.
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
UPDATE idempotency_keys SET lease_until = created_at + interval '120 seconds';
ALTER TABLE idempotency_keys ALTER COLUMN lease_until SET NOT NULL;
-- False: the answer was too large or the owner's daily room for answers was used up; only the
-- status code (and the request's hash) is kept, and a repeat gets that status with an empty body.
ALTER TABLE idempotency_keys ADD COLUMN body_kept boolean NOT NULL DEFAULT true;

-- Each owner's use of Idempotency-Key in its current 24-hour window: new keys claimed and bytes of
-- answers kept. Counted with one INSERT ... ON CONFLICT ... RETURNING (every API process).
CREATE TABLE idempotency_usage (
  owner_kind  text NOT NULL,
  owner_id    uuid NOT NULL,
  window_ends timestamptz NOT NULL,
  keys        integer NOT NULL,
  bytes       bigint NOT NULL,
  PRIMARY KEY (owner_kind, owner_id)
);
CREATE INDEX idempotency_usage_window ON idempotency_usage (window_ends);
