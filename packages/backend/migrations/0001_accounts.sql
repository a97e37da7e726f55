-- Accounts core: users, their sections/roles, refresh tokens, login failures, settings.

CREATE TABLE users (
  id            serial PRIMARY KEY,
  usuario       varchar(120) NOT NULL,
  email         varchar(254) NOT NULL,
  name          varchar(120) NOT NULL,
  password_hash text,
  observacao    varchar(300),
  avatar_imgref text,
  ativo         boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lowercase CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_usuario_key ON users (lower(usuario));
CREATE UNIQUE INDEX users_email_key ON users (email);

-- Permitted first path segments (sections) plus the roles 'dashboard' and 'admin'.
CREATE TABLE user_sections (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  section    varchar(40) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, section)
);

-- One row per issued refresh token (rotation: used once; reuse revokes the family).
CREATE TABLE refresh_tokens (
  jti         uuid PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   uuid NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz,
  replaced_by uuid,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

-- Failed logins, counted per account and per client address within a time window.
CREATE TABLE login_failures (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key varchar(254) NOT NULL,
  ip          varchar(64) NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_idx ON login_failures (account_key, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

CREATE TABLE app_settings (
  key        varchar(100) PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
