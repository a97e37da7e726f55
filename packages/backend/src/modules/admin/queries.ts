import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { mailOutbox, userIdentities, userSections, users } from '../../db/schema';
import type { Janela } from '../../http/paginacao';

/** The users of one window (by id; a subquery), or the one user `id`. */
type Quais = { janela: Janela } | { id: number };
const usersOf = (db: Conn, quais: Quais, column: typeof users.id | typeof userIdentities.userId) =>
  'id' in quais ? eq(column, quais.id) : inArray(column, db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(quais.janela.limit).offset(quais.janela.offset));

export async function contarUsuarios(db: Conn): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** One window of the users (by id), or one user, one row per (user, section). */
export function listarUsuariosComSecoes(db: Conn, quais: Quais) {
  return db
    .select({
      id: users.id,
      usuario: users.usuario,
      name: users.name,
      email: users.email,
      ativo: users.ativo,
      googleLinkAllowed: users.googleLinkAllowed,
      section: userSections.section,
    })
    .from(users)
    .leftJoin(userSections, eq(userSections.userId, users.id))
    .where(usersOf(db, quais, users.id))
    .orderBy(asc(users.id));
}

export async function listarIdsDeUsuariosVinculados(db: Conn, quais: Quais): Promise<Set<number>> {
  const rows = await db.select({ userId: userIdentities.userId }).from(userIdentities).where(usersOf(db, quais, userIdentities.userId));
  return new Set(rows.map((row) => row.userId));
}

export async function travarUsuario(tx: Tx, id: number) {
  const [target] = await tx
    .select({ id: users.id, usuario: users.usuario, ativo: users.ativo, googleLinkAllowed: users.googleLinkAllowed })
    .from(users).where(eq(users.id, id)).for('update');
  return target;
}

export async function listarSecoes(tx: Tx, userId: number): Promise<string[]> {
  return (await tx.select({ section: userSections.section }).from(userSections).where(eq(userSections.userId, userId))).map((row) => row.section);
}

export async function substituirSecoes(tx: Tx, userId: number, sections: string[]): Promise<void> {
  await tx.delete(userSections).where(eq(userSections.userId, userId));
  if (sections.length) await tx.insert(userSections).values(sections.map((section) => ({ userId, section })));
}

export async function atualizarUsuario(tx: Tx, id: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, id));
}

export function listarEmailsRecentes(db: Conn, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
