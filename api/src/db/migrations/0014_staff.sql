-- Staff: people who help in a shop, each signing in with their own phone, with a role (manager or
-- orders). A removed member keeps its row (removed_at), so what they did still names them; their
-- number is free again for any shop once removed.
CREATE TABLE staff (
  id              uuid PRIMARY KEY,
  vendor_id       uuid NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  phone           text NOT NULL,
  role            text NOT NULL CHECK (role IN ('manager', 'orders')),
  language        text CONSTRAINT staff_language_known CHECK (language IN ('en', 'hi', 'ta')),
  created_at      timestamptz NOT NULL,
  last_sign_in_at timestamptz,
  removed_at      timestamptz
);
-- A number is staff at one shop at a time.
CREATE UNIQUE INDEX staff_phone_current ON staff (phone) WHERE removed_at IS NULL;
CREATE INDEX staff_vendor ON staff (vendor_id, created_at);

-- A sign-in of a staff member names them: the session lookup reads their role and whether they were
-- removed on every request, so a change takes effect on their next request in every process.
ALTER TABLE auth_families ADD COLUMN staff_id uuid REFERENCES staff(id) ON DELETE CASCADE;
