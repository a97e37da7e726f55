/**
 * Drizzle table definitions. They describe the tables created by the SQL files in
 * `packages/backend/migrations` (the migrations are the source of truth; keep both in step).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Money: NUMERIC(14,2), read as a decimal string (use decimal.js for arithmetic). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Rates and percentages as fractions 0..1: NUMERIC(9,6), read as a decimal string. */
export const rate = (name: string) => numeric(name, { precision: 9, scale: 6 });

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

// ---------------------------------------------------------------- accounts (0001_accounts.sql)

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
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ------------------------------------------------- base registrations (0002_base_registrations.sql)

export const filial = pgTable(
  'filial',
  {
    cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    label: varchar('label', { length: 20 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('filial_cnpj_digits', sql`${t.cnpj} ~ '^[0-9]{11,14}$'`)],
);

export const departamento = pgTable('departamento', {
  cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
  sigla: varchar('sigla', { length: 60 }).notNull(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const regimeContrato = pgTable('regime_contrato', {
  cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
  sigla: varchar('sigla', { length: 60 }).notNull(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** ativo: 1 active, 0 inactive, 2 created from the cost simulator. */
export const funcao = pgTable(
  'funcao',
  {
    cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
    cbo: varchar('cbo', { length: 10 }).notNull(),
    nome: varchar('nome', { length: 60 }).notNull(),
    descricao: varchar('descricao', { length: 300 }),
    ativo: smallint('ativo').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('funcao_cbo_digits', sql`${t.cbo} ~ '^[0-9]{1,10}$'`),
    check('funcao_ativo_values', sql`${t.ativo} IN (0, 1, 2)`),
  ],
);
