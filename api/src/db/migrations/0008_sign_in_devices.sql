-- Known devices for sign-in, codes and sends per device, indexes for the purge.

-- A device that signed in to a number before holds a device token (X-Device-Token); only its SHA-256
-- is stored. It gives that device an allowance of its own on auth/otp/send and auth/otp/verify for
-- that number, so a stranger cannot keep the owner out of a device the owner used before.
CREATE TABLE auth_devices (
  id           uuid PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  phone        text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX auth_devices_expires ON auth_devices (expires_at);

-- The device a code was asked for (NULL: asked without a device token). A send supersedes only the
-- codes of its own device (or, without a device, the other codes asked without one).
ALTER TABLE otp_codes ADD COLUMN device_id uuid REFERENCES auth_devices(id) ON DELETE CASCADE;
CREATE INDEX otp_codes_phone_device ON otp_codes (phone, role, device_id, seq DESC);
CREATE INDEX otp_codes_expires ON otp_codes (expires_at);

ALTER TABLE otp_sends ADD COLUMN device_id uuid REFERENCES auth_devices(id) ON DELETE CASCADE;
CREATE INDEX otp_sends_sent ON otp_sends (sent_at);

-- The purge of expired sign-ins (sessions, refresh tokens, then the sign-ins left empty).
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);
CREATE INDEX auth_families_created ON auth_families (created_at);
