/**
 * The accounts' rules, one file per concern: the profile (perfil.ts), users and their sessions
 * (users.ts, sessions.ts, tokens.ts, one-time-tokens.ts, secret.ts), passwords and their checks
 * (passwords.ts, new-password.ts, login-body.ts, login-limits.ts, rate.ts), the first administrator
 * (first-admin.ts).
 */
export * from './perfil';
export * from './users';
export * from './sessions';
export * from './tokens';
export * from './one-time-tokens';
export * from './secret';
export * from './passwords';
export * from './new-password';
export * from './login-body';
export * from './login-limits';
export * from './rate';
export * from './first-admin';
export * from './eventos';
