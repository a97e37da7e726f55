-- Mail over SMTP goes through the outbox (issue 21, point 3): every message is written first as
-- 'pending', sent, then marked 'sent' (links masked). A failed send stays 'pending' with its attempt
-- count and last error and is retried with back-off; after the last attempt it is 'failed'.
-- 'outbox' is a message of the embedded transport (no MAIL_SMTP_URL), the only kind before this
-- migration apart from the SMTP records, which were sent ones.
ALTER TABLE mail_outbox ADD COLUMN status varchar(10) NOT NULL DEFAULT 'outbox'
  CHECK (status IN ('outbox', 'pending', 'sent', 'failed'));
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_error text;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE mail_outbox ADD COLUMN sent_at timestamptz;
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
