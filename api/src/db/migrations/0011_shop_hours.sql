-- Shop hours that run themselves.

-- While OutOfStation: when the shop goes live again by itself. Nothing acts at that time: every
-- reader (GET vendor, POST customer/orders, the status switch) derives the live status from it, so
-- it holds with the app closed and with any number of API processes. NULL: until switched back.
ALTER TABLE vendors ADD COLUMN offline_until timestamptz;

-- Holidays: the shop is closed from from_date to to_date (India dates, both included).
CREATE TABLE vendor_holidays (
  id         uuid PRIMARY KEY,
  vendor_id  uuid NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  from_date  date NOT NULL,
  to_date    date NOT NULL,
  reason     text,
  created_at timestamptz NOT NULL,
  CONSTRAINT vendor_holidays_range CHECK (to_date >= from_date)
);
CREATE INDEX vendor_holidays_vendor_to ON vendor_holidays (vendor_id, to_date);
