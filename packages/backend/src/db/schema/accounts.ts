/** Accounts, sessions, mail, recovery, sign-up, identities, settings (0001, 0030). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    usuario: varchar('usuario', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    passwordHash: text('password_hash'),
    observacao: varchar('observacao', { length: 300 }),
    avatarImgref: text('avatar_imgref'),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 0030: access tokens issued before this instant are refused. */
    sessionsValidAfter: timestamptz('sessions_valid_after'),
    /** 0030: an administrator allowed linking a Google account by verified e-mail. */
    googleLinkAllowed: boolean('google_link_allowed').notNull().default(false),
    /** 0098: receive the projects' forecast alerts by e-mail ('Dados de Usuário'; section projetos). */
    receberAlertasProjetos: boolean('receber_alertas_projetos').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_usuario_key').on(sql`lower(${t.usuario})`),
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userSections = pgTable(
  'user_sections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountKey: varchar('account_key', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** The device token's id (jti) of a browser that signed in to the account before (0087); null otherwise. */
    device: varchar('device', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_account_ip_idx').on(t.accountKey, t.ip, t.createdAt),
  ],
);

/** Addresses an account signed in from with its password (0091): known clients skip the account guard. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    accountKey: varchar('account_key', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    lastSuccessAt: timestamptz('last_success_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] })],
);

// ------------------------------------- mail, recovery, sign-up, identities (0030_accounts_mail_recovery.sql)

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    // 0084_mail_outbox_retry.sql: delivery over SMTP.
    status: varchar('status', { length: 10 }).$type<'outbox' | 'pending' | 'sent' | 'failed'>().notNull().default('outbox'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The administrators' link token (hash); null until the requester confirmed the e-mail (0080). */
    tokenHash: char('token_hash', { length: 64 }),
    nome: varchar('nome', { length: 60 }).notNull(),
    sobrenome: varchar('sobrenome', { length: 60 }).notNull().default(''),
    email: varchar('email', { length: 120 }).notNull(),
    passwordHash: text('password_hash'),
    mensagem: varchar('mensagem', { length: 500 }).notNull().default(''),
    googleIssuer: varchar('google_issuer', { length: 300 }),
    googleSubject: varchar('google_subject', { length: 255 }),
    status: varchar('status', { length: 10 }).notNull().default('pendente'),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The requester's confirmation link token (hash) and its expiry (0080_registration_email_confirmation.sql). */
    emailTokenHash: char('email_token_hash', { length: 64 }),
    emailTokenExpiresAt: timestamptz('email_token_expires_at'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
  },
  (t) => [
    uniqueIndex('registration_requests_token_key').on(t.tokenHash),
    uniqueIndex('registration_requests_email_token_key').on(t.emailTokenHash),
    check('registration_requests_confirmed_before_admins', sql`${t.emailConfirmedAt} IS NOT NULL OR ${t.tokenHash} IS NULL`),
    check(
      'registration_requests_unconfirmed_has_token',
      sql`${t.emailConfirmedAt} IS NOT NULL OR (${t.emailTokenHash} IS NOT NULL AND ${t.emailTokenExpiresAt} IS NOT NULL)`,
    ),
    index('registration_requests_email_idx').on(t.email, t.status),
    check('registration_requests_status', sql`${t.status} IN ('pendente', 'aprovada', 'rejeitada')`),
    check('registration_requests_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: varchar('issuer', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: varchar('bucket', { length: 40 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_key_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Request rate limits of every instance (0090_rate_limit.sql, UNLOGGED; src/http/rate-limit-store.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
