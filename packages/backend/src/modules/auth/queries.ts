import { and, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

/** The account linked to a Google identity (issuer + subject), with its state. */
export async function buscarContaVinculada(db: Conn, issuer: string, subject: string) {
  const [identity] = await db
    .select({ userId: userIdentities.userId, ativo: users.ativo })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return identity;
}

export async function buscarContaPorEmail(db: Conn, email: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, ativo: users.ativo, allowed: users.googleLinkAllowed })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return account;
}

/** Links the identity; false when it already was (nothing inserted). */
export async function inserirIdentidade(db: Conn, identity: typeof userIdentities.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(userIdentities).values(identity).onConflictDoNothing().returning({ userId: userIdentities.userId });
  return inserted.length > 0;
}
