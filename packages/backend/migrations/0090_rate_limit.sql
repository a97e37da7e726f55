-- Request rate limits shared by every API instance on this database (issue 35, point 2): one row per
-- key (an address, a user, a user's reports) and window. UNLOGGED: the counts are worth nothing after
-- a crash and need no WAL (one write per request). Expired rows are reused by the next hit of the key
-- and swept by the instances (src/http/rate-limit-store.ts).
CREATE UNLOGGED TABLE rate_limit_hits (
  key varchar(200) PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_idx ON rate_limit_hits (reset_at);
