import { asc, desc, eq } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { mailOutbox, userIdentities, userSections, users } from '../../db/schema';

/** Every user with one row per granted section (a user without sections: one row, section null). */
export function selectUsersWithSections(db: Conn) {
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
    .orderBy(asc(users.id));
}

export async function selectLinkedUserIds(db: Conn): Promise<Set<number>> {
  return new Set((await db.select({ userId: userIdentities.userId }).from(userIdentities)).map((row) => row.userId));
}

export async function lockUser(tx: Tx, id: number) {
  const [target] = await tx.select({ id: users.id, ativo: users.ativo }).from(users).where(eq(users.id, id)).for('update');
  return target;
}

export async function selectSections(tx: Tx, userId: number): Promise<string[]> {
  return (await tx.select({ section: userSections.section }).from(userSections).where(eq(userSections.userId, userId))).map((row) => row.section);
}

export async function replaceSections(tx: Tx, userId: number, sections: string[]): Promise<void> {
  await tx.delete(userSections).where(eq(userSections.userId, userId));
  if (sections.length) await tx.insert(userSections).values(sections.map((section) => ({ userId, section })));
}

export async function updateUser(tx: Tx, id: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, id));
}

export function selectRecentMail(db: Conn, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
