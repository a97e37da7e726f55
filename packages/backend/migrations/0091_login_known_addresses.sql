-- The client addresses each account signed in from with its password (issue 35, point 1 leftover):
-- once an account's failures pass LOGIN_ACCOUNT_GUARD_FAILURES, clients it does not know (no device
-- token, no row here) get one password check per LOGIN_ACCOUNT_GUARD_INTERVAL_SECONDS for it, so a
-- guesser rotating addresses stops costing one argon2 check per guess, while the owner's address
-- (or known browser) keeps its own limits.
CREATE TABLE login_known_addresses (
  account_key varchar(254) NOT NULL,
  ip varchar(64) NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, ip)
);
