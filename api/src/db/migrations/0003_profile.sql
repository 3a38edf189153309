-- Profile: the contact form's messages to support, kept for operators
-- (`pnpm --filter @vd/api support:messages`). A message outlives its vendor record (vendor_id is
-- set to NULL when the vendor is deleted; the shop name and number are copied in).
CREATE TABLE support_messages (
  id            uuid PRIMARY KEY,
  vendor_id     uuid REFERENCES vendors(id) ON DELETE SET NULL,
  vendor_phone  text NOT NULL,
  shop_name     text NOT NULL,
  topic         text NOT NULL DEFAULT 'support' CHECK (topic IN ('support', 'category-request')),
  name          text NOT NULL CHECK (name <> ''),
  email         text NOT NULL CHECK (email <> ''),
  message       text NOT NULL CHECK (message <> ''),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- set when the message was e-mailed to support (SMTP configured), else NULL
  emailed_at    timestamptz
);
CREATE INDEX support_messages_created ON support_messages (created_at DESC);
CREATE INDEX support_messages_vendor ON support_messages (vendor_id, created_at DESC);
