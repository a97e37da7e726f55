-- Failed password checks count per (account, client address) and per address; a browser that signed
-- in to the account before (a device token handed out at a successful sign-in) counts apart, per
-- (account, device), so failures from other addresses never slow the owner (issue 35, point 1).
-- `device` is the device token's id (jti); null for a client without a valid one.
ALTER TABLE login_failures ADD COLUMN device varchar(64);
CREATE INDEX login_failures_account_ip_idx ON login_failures (account_key, ip, created_at);
