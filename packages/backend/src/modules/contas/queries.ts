/**
 * Every Drizzle/SQL statement of the accounts module: users and their sections, refresh tokens
 * (sessions), failed password checks, rate events and app settings. The rules that use them are
 * in the private files (users.ts, sessions.ts, login-limits.ts, rate.ts, first-admin.ts, secret.ts).
 */
import { and, count, eq, exists, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { appSettings, loginFailures, loginKnownAddresses, rateEvents, refreshTokens, userSections, users } from '../../db/schema';

// --------------------------------------------------------------------------------------- users

export async function buscarHashDaSenha(db: Conn, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

export async function atualizarUsuario(tx: Conn, userId: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * The active user `id`, one row per section (left join). With `familyId`, only while that session
 * family still has a refresh token that is not revoked: an EXISTS on the indexed
 * refresh_tokens.family_id inside the user lookup, so still one query.
 */
export function listarUsuariosAtivos(db: Conn, id: number, familyId?: string) {
  const alive =
    familyId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt))),
        );
  return db
    .select({
      id: users.id,
      usuario: users.usuario,
      name: users.name,
      email: users.email,
      observacao: users.observacao,
      avatarImgref: users.avatarImgref,
      sessionsValidAfter: users.sessionsValidAfter,
      section: userSections.section,
    })
    .from(users)
    .leftJoin(userSections, eq(userSections.userId, users.id))
    .where(and(eq(users.id, id), eq(users.ativo, true), alive));
}

/** The account whose usuario (case-insensitive) or e-mail is `key` (already trimmed and lower-cased); usuario wins. */
export async function buscarCandidatoAoLogin(db: Conn, key: string) {
  const rows = await db
    .select({ id: users.id, name: users.name, passwordHash: users.passwordHash, ativo: users.ativo })
    .from(users)
    .where(or(sql`lower(${users.usuario}) = ${key}`, eq(users.email, key)))
    .orderBy(sql`(lower(${users.usuario}) = ${key}) DESC`, users.id)
    .limit(1);
  return rows[0] ?? null;
}

export async function buscarIdDoUsuarioPorEmail(db: Conn, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Whether a user already has this login name (case-insensitive). */
export async function usuarioTaken(db: Conn, usuario: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.usuario}) = ${usuario.toLowerCase()}`);
  return Boolean(taken);
}

export async function inserirUsuario(db: Conn, values: typeof users.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(users).values(values).returning({ id: users.id });
  return inserted!.id;
}

/** Grants the sections (those already held are kept). */
export async function inserirSecoesDoUsuario(db: Conn, userId: number, sections: string[]): Promise<void> {
  await db
    .insert(userSections)
    .values(sections.map((section) => ({ userId, section })))
    .onConflictDoNothing();
}

export async function contarUsuarios(db: Conn): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** Serialises the first-administrator check of API processes starting together (transaction lock). */
export async function travarPrimeiroAdmin(tx: Conn): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('primeiro-administrador'))`);
}

// ------------------------------------------------------------------------------ refresh tokens

export async function inserirRefreshToken(db: Conn, values: { jti: string; userId: number; familyId: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks the refresh token used (replaced by `nextJti`) when it is this user's and family's, unused,
 * not revoked and not expired at `now`. Whether it was claimed.
 */
export async function claimRefreshToken(
  tx: Conn,
  token: { jti: string; userId: number; familyId: string },
  nextJti: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: now, replacedBy: nextJti })
    .where(
      and(
        eq(refreshTokens.jti, token.jti),
        eq(refreshTokens.userId, token.userId),
        eq(refreshTokens.familyId, token.familyId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ jti: refreshTokens.jti });
  return rows.length > 0;
}

/**
 * Holds (row lock) the refresh token when it is this user's and family's, was used at or after
 * `usedSince`, is not revoked and not expired at `now`: a second use within the grace window.
 */
export async function holdRecentlyUsedRefreshToken(
  tx: Conn,
  token: { jti: string; userId: number; familyId: string },
  usedSince: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: sql`${refreshTokens.usedAt}` })
    .where(
      and(
        eq(refreshTokens.jti, token.jti),
        eq(refreshTokens.userId, token.userId),
        eq(refreshTokens.familyId, token.familyId),
        gte(refreshTokens.usedAt, usedSince),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ jti: refreshTokens.jti });
  return rows.length > 0;
}

export async function buscarRefreshToken(db: Conn, jti: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).limit(1);
  return row;
}

/** Revokes the family's refresh tokens not revoked yet. */
/** Revokes the family's tokens not revoked yet; answers how many (0: the session had already ended). */
export async function revogarTokensDaFamilia(db: Conn, familyId: string, now: Date): Promise<number> {
  const revogados = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  return revogados.length;
}

/** The name of a user (active or not), for an audit entry's author. */
export async function buscarNomeDoUsuario(db: Conn, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name;
}

/** Revokes the user's refresh tokens not revoked yet, but those of `keepFamilyId` when given. */
export async function revogarTokensDoUsuario(db: Conn, userId: number, now: Date, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

// ------------------------------------------------------------------------- failed password checks

/** Locks the account and then the address until the end of the transaction (advisory locks). */
export async function travarSujeitoDoLogin(tx: Conn, account: string, ip: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('login-conta'), hashtext(${account}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('login-ip'), hashtext(${ip}))`);
}

/**
 * Failures after `since`: of the (account, address) pair, of the address, of the account from every
 * client and — with `device` — of the (account, device) pair; how many and the last one's instant;
 * and whether the account signed in from this address after `knownSince`. One query.
 */
export async function buscarEstatisticasDeFalhasDeLogin(db: Conn, account: string, ip: string, device: string | undefined, since: Date, knownSince: Date) {
  const isAccount = sql`${loginFailures.accountKey} = ${account}`;
  const isPair = sql`${loginFailures.accountKey} = ${account} and ${loginFailures.ip} = ${ip}`;
  const isIp = sql`${loginFailures.ip} = ${ip}`;
  const isDevice = device === undefined ? sql`false` : sql`${loginFailures.accountKey} = ${account} and ${loginFailures.device} = ${device}`;
  const [row] = await db
    .select({
      pairCount: sql<number>`count(*) filter (where ${isPair})`.mapWith(Number),
      pairLast: sql<string | Date | null>`max(${loginFailures.createdAt}) filter (where ${isPair})`,
      ipCount: sql<number>`count(*) filter (where ${isIp})`.mapWith(Number),
      ipLast: sql<string | Date | null>`max(${loginFailures.createdAt}) filter (where ${isIp})`,
      deviceCount: sql<number>`count(*) filter (where ${isDevice})`.mapWith(Number),
      deviceLast: sql<string | Date | null>`max(${loginFailures.createdAt}) filter (where ${isDevice})`,
      accountCount: sql<number>`count(*) filter (where ${isAccount})`.mapWith(Number),
      accountLast: sql<string | Date | null>`max(${loginFailures.createdAt}) filter (where ${isAccount})`,
      knownAddress: sql<boolean>`exists (select 1 from ${loginKnownAddresses} where ${loginKnownAddresses.accountKey} = ${account}
        and ${loginKnownAddresses.ip} = ${ip} and ${loginKnownAddresses.lastSuccessAt} > ${knownSince})`,
    })
    .from(loginFailures)
    .where(and(or(eq(loginFailures.accountKey, account), eq(loginFailures.ip, ip)), sql`${loginFailures.createdAt} > ${since}`));
  return row;
}

export async function inserirFalhaDeLogin(tx: Conn, failure: typeof loginFailures.$inferInsert): Promise<void> {
  await tx.insert(loginFailures).values(failure);
}

/** Deletes the account's and the address's failures older than `before`. */
export async function removerFalhasDeLoginAntigas(tx: Conn, account: string, ip: string, before: Date): Promise<void> {
  await tx
    .delete(loginFailures)
    .where(and(or(eq(loginFailures.accountKey, account), eq(loginFailures.ip, ip)), lt(loginFailures.createdAt, before)));
}

/** Deletes the failures of the account from one address, or from one device. */
export async function removerFalhasDeLoginDoPar(db: Conn, account: string, pair: { ip: string } | { device: string }): Promise<void> {
  const other = 'ip' in pair ? eq(loginFailures.ip, pair.ip) : eq(loginFailures.device, pair.device);
  await db.delete(loginFailures).where(and(eq(loginFailures.accountKey, account), other));
}

/** The account signed in with its password from `ip` at `at`. */
export async function inserirOuAtualizarEnderecoConhecido(db: Conn, account: string, ip: string, at: Date): Promise<void> {
  await db
    .insert(loginKnownAddresses)
    .values({ accountKey: account, ip, lastSuccessAt: at })
    .onConflictDoUpdate({ target: [loginKnownAddresses.accountKey, loginKnownAddresses.ip], set: { lastSuccessAt: at } });
}

export async function removerFalhasDeLoginDaConta(db: Conn, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, account));
}

// ---------------------------------------------------------------------------------- rate events

/** Locks (bucket, key) until the end of the transaction (advisory lock). */
export async function travarChaveDeTaxa(tx: Conn, bucket: string, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`);
}

export async function contarEventosDeTaxa(tx: Conn, bucket: string, key: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  return row?.total ?? 0;
}

export async function inserirEventoDeTaxa(tx: Conn, bucket: string, key: string, createdAt: Date): Promise<void> {
  await tx.insert(rateEvents).values({ bucket, key, createdAt });
}

export async function removerEventosDeTaxaAntigos(tx: Conn, bucket: string, key: string, before: Date): Promise<void> {
  await tx.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), lt(rateEvents.createdAt, before)));
}

// --------------------------------------------------------------------------------- app settings

export async function buscarConfiguracao(db: Conn, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value;
}

/** Stores the setting unless it already exists (the existing value wins). */
export async function inserirConfiguracaoSeAusente(db: Conn, key: string, value: string): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}
