import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function selectPasswordHash(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

export async function updateUser(tx: Db | Tx, userId: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, userId));
}
