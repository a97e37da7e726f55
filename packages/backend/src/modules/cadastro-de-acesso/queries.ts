import { ADMIN_ROLE } from '@financeiro/domain';
import { and, eq, gt, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { registrationRequests, userIdentities, userSections, users } from '../../db/schema';

export function listarAdministradoresAtivos(db: Conn) {
  return db
    .select({ usuario: users.usuario, email: users.email })
    .from(users)
    .innerJoin(userSections, and(eq(userSections.userId, users.id), eq(userSections.section, ADMIN_ROLE)))
    .where(eq(users.ativo, true));
}

/** A confirmed request for the address still waiting for an administrator. */
export async function existePedidoPendenteConfirmado(db: Conn, email: string, now: Date, exceptId?: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.email, email),
        eq(registrationRequests.status, 'pendente'),
        isNotNull(registrationRequests.emailConfirmedAt),
        gt(registrationRequests.expiresAt, now),
        exceptId === undefined ? undefined : ne(registrationRequests.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(pending);
}

export async function buscarContaPorEmail(db: Conn, email: string) {
  const [account] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  return account;
}

/** Unconfirmed requests whose link expired are never shown to anyone. */
export async function removerNaoConfirmadosExpirados(db: Conn, now: Date): Promise<void> {
  await db.delete(registrationRequests).where(and(isNull(registrationRequests.emailConfirmedAt), lte(registrationRequests.emailTokenExpiresAt, now)));
}

export async function inserirPedido(db: Conn, request: typeof registrationRequests.$inferInsert): Promise<number> {
  const [row] = await db.insert(registrationRequests).values(request).returning({ id: registrationRequests.id });
  return row!.id;
}

export async function buscarPorHashDoTokenDeEmail(tx: Conn, hash: string) {
  const [row] = await tx.select().from(registrationRequests).where(eq(registrationRequests.emailTokenHash, hash)).limit(1);
  return row;
}

/** Confirms the e-mail of a request, atomically: of two openings at once only one claims it. */
export async function claimEmailConfirmation(tx: Conn, id: number, now: Date, adminTokenHash: string, expiresAt: Date): Promise<boolean> {
  const claimed = await tx
    .update(registrationRequests)
    .set({ emailConfirmedAt: now, tokenHash: adminTokenHash, expiresAt })
    .where(and(eq(registrationRequests.id, id), isNull(registrationRequests.emailConfirmedAt)))
    .returning({ id: registrationRequests.id });
  return claimed.length > 0;
}

export async function removerOutrosNaoConfirmados(tx: Conn, email: string, keepId: number): Promise<void> {
  await tx
    .delete(registrationRequests)
    .where(and(eq(registrationRequests.email, email), isNull(registrationRequests.emailConfirmedAt), ne(registrationRequests.id, keepId)));
}

export async function removerPedido(tx: Conn, id: number): Promise<void> {
  await tx.delete(registrationRequests).where(eq(registrationRequests.id, id));
}

export async function buscarSituacaoPorHashDoToken(db: Conn, hash: string) {
  const [row] = await db.select({ status: registrationRequests.status }).from(registrationRequests).where(eq(registrationRequests.tokenHash, hash)).limit(1);
  return row;
}

export async function buscarPendentePorHashDoToken(db: Conn, hash: string, now: Date) {
  const [row] = await db
    .select()
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.tokenHash, hash),
        eq(registrationRequests.status, 'pendente'),
        isNotNull(registrationRequests.emailConfirmedAt),
        gt(registrationRequests.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records the decision on a pending request, atomically: of two administrators deciding at once one wins. */
export async function claimDecision(tx: Tx, id: number, status: 'aprovada' | 'rejeitada', now: Date, adminId: number): Promise<boolean> {
  const claimed = await tx
    .update(registrationRequests)
    .set({ status, decidedAt: now, decidedBy: adminId })
    .where(and(eq(registrationRequests.id, id), eq(registrationRequests.status, 'pendente')))
    .returning({ id: registrationRequests.id });
  return claimed.length > 0;
}

export async function inserirUsuario(tx: Tx, user: typeof users.$inferInsert) {
  const [created] = await tx.insert(users).values(user).returning({ id: users.id, usuario: users.usuario });
  return created!;
}

export async function inserirSecoes(tx: Tx, userId: number, sections: string[]): Promise<void> {
  if (sections.length) await tx.insert(userSections).values(sections.map((section) => ({ userId, section })));
}

export async function inserirIdentidade(tx: Tx, identity: typeof userIdentities.$inferInsert): Promise<void> {
  await tx.insert(userIdentities).values(identity);
}

export async function atualizarUsuarioDoPedido(tx: Tx, id: number, userId: number): Promise<void> {
  await tx.update(registrationRequests).set({ userId }).where(eq(registrationRequests.id, id));
}
