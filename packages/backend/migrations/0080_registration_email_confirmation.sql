-- Sign-up requests prove that the requester owns the e-mail (issue 18, section 5). A request made
-- with the form starts unconfirmed: it holds only the hash of a single-use, expiring token sent to
-- that address (email_token_hash, email_token_expires_at). Only when the link is opened does it
-- get email_confirmed_at and the administrators' token (token_hash), and the administrators are
-- told; before that no administrator can find or decide it. Requests from a Google sign-in (an
-- e-mail Google verified) are confirmed at creation.
ALTER TABLE registration_requests ALTER COLUMN token_hash DROP NOT NULL;
ALTER TABLE registration_requests ADD COLUMN email_token_hash char(64);
ALTER TABLE registration_requests ADD COLUMN email_token_expires_at timestamptz;
ALTER TABLE registration_requests ADD COLUMN email_confirmed_at timestamptz;
-- Requests made before this change were already sent to the administrators.
UPDATE registration_requests SET email_confirmed_at = created_at;
CREATE UNIQUE INDEX registration_requests_email_token_key ON registration_requests (email_token_hash);
ALTER TABLE registration_requests ADD CONSTRAINT registration_requests_confirmed_before_admins
  CHECK (email_confirmed_at IS NOT NULL OR token_hash IS NULL);
ALTER TABLE registration_requests ADD CONSTRAINT registration_requests_unconfirmed_has_token
  CHECK (email_confirmed_at IS NOT NULL OR (email_token_hash IS NOT NULL AND email_token_expires_at IS NOT NULL));
