-- Accounts, part 2: mail outbox, password recovery, sign-up requests, Google identities,
-- rate-limit events and the per-user session cut-off.

-- Access tokens issued before this instant are refused (password reset, account disabled).
ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz;
-- An administrator allowed linking a Google account with this account's (verified) e-mail.
ALTER TABLE users ADD COLUMN google_link_allowed boolean NOT NULL DEFAULT false;

-- Every message of the embedded mail transport (MAIL_SMTP_URL unset), readable by administrators.
CREATE TABLE mail_outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address varchar(254) NOT NULL,
  subject    varchar(200) NOT NULL,
  body_text  text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

-- Password reset tokens: only the SHA-256 of the random token is kept; single use.
CREATE TABLE password_reset_tokens (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX password_reset_tokens_hash_key ON password_reset_tokens (token_hash);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at);

-- Sign-up requests, decided by an administrator on /register/:token.
CREATE TABLE registration_requests (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash     char(64) NOT NULL,
  nome           varchar(60) NOT NULL,
  sobrenome      varchar(60) NOT NULL DEFAULT '',
  email          varchar(120) NOT NULL,
  password_hash  text,
  mensagem       varchar(500) NOT NULL DEFAULT '',
  google_issuer  varchar(300),
  google_subject varchar(255),
  status         varchar(10) NOT NULL DEFAULT 'pendente',
  expires_at     timestamptz NOT NULL,
  decided_at     timestamptz,
  decided_by     integer REFERENCES users (id) ON DELETE SET NULL,
  user_id        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT registration_requests_status CHECK (status IN ('pendente', 'aprovada', 'rejeitada')),
  CONSTRAINT registration_requests_email_lowercase CHECK (email = lower(email))
);
CREATE UNIQUE INDEX registration_requests_token_key ON registration_requests (token_hash);
CREATE INDEX registration_requests_email_idx ON registration_requests (email, status);

-- External identities (Google): issuer + subject identify the person, never the e-mail alone.
CREATE TABLE user_identities (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issuer     varchar(300) NOT NULL,
  subject    varchar(255) NOT NULL,
  email      varchar(254),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- Generic rate-limit events (forgot password per account and per address, sign-up requests).
CREATE TABLE rate_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket     varchar(40) NOT NULL,
  key        varchar(254) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_key_idx ON rate_events (bucket, key, created_at);
