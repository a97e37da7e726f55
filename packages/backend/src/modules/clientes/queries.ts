/** Every statement of the clients and their association to projects (tables cliente, projeto.cliente_id). */
import { and, eq, sql } from 'drizzle-orm';
import type { Cliente } from '@financeiro/domain';
import type { Conn, Tx } from '../../db/client';
import { cliente, projeto } from '../../db/schema';
import { rows } from '../../db/sql';

type ClienteRow = typeof cliente.$inferSelect;

/** The active clients, by name. */
export function listarClientes(db: Conn): Promise<Cliente[]> {
  return rows(db, sql`SELECT id, nome AS name, chave AS key FROM cliente WHERE ativo ORDER BY lower(nome)`);
}

/** The client of a project, by the project's id or key (null without one). */
export async function clienteDoProjeto(db: Conn, por: { id: number } | { chave: string }): Promise<Cliente | null> {
  const where = 'id' in por ? sql`p.id = ${por.id}` : sql`p.chave = ${por.chave}`;
  const [row] = await rows<Cliente>(db, sql`SELECT c.id, c.nome AS name, c.chave AS key FROM projeto p JOIN cliente c ON c.id = p.cliente_id WHERE ${where}`);
  return row ?? null;
}

export async function clienteAtivo(db: Conn, id: number, travar = false): Promise<{ id: number; nome: string; chave: string } | undefined> {
  const consulta = db.select({ id: cliente.id, nome: cliente.nome, chave: cliente.chave }).from(cliente).where(and(eq(cliente.id, id), eq(cliente.ativo, true)));
  const [row] = travar ? await consulta.for('update') : await consulta;
  return row;
}

export function projetosDoCliente(db: Conn, clienteId: number) {
  return db.select({ chave: projeto.chave, nome: projeto.nome, id: projeto.id }).from(projeto).where(eq(projeto.clienteId, clienteId)).orderBy(projeto.chave);
}

/** True when an active client has this key or name (case-insensitive name; `exceto` excluded). */
export async function existeOutro(db: Conn, por: { chave?: string; nome: string }, exceto?: number): Promise<boolean> {
  const query =
    exceto === undefined
      ? sql`SELECT 1 FROM cliente WHERE ativo AND (upper(chave) = ${por.chave ?? null} OR lower(nome) = lower(${por.nome}))`
      : sql`SELECT 1 FROM cliente WHERE ativo AND id <> ${exceto} AND lower(nome) = lower(${por.nome})`;
  return (await rows(db, query)).length > 0;
}

export async function inserirCliente(tx: Tx, nome: string, chave: string): Promise<ClienteRow> {
  const [row] = await tx.insert(cliente).values({ nome, chave }).returning();
  return row!;
}

export async function renomearCliente(tx: Tx, id: number, nome: string): Promise<ClienteRow> {
  const [row] = await tx.update(cliente).set({ nome, updatedAt: new Date() }).where(eq(cliente.id, id)).returning();
  return row!;
}

/** Sets the client of the projects of these ids (one UPDATE). */
export async function definirCliente(db: Conn, clienteId: number, projetoIds: number[]): Promise<void> {
  await db.update(projeto).set({ clienteId }).where(sql`${projeto.id} = ANY (${`{${projetoIds.join(',')}}`}::bigint[])`);
}

/** Removes the client of the project of this key when it is that client; the rows changed. */
export function desassociar(db: Conn, clienteId: number, chave: string) {
  return db
    .update(projeto)
    .set({ clienteId: null })
    .where(and(eq(projeto.clienteId, clienteId), sql`upper(${projeto.chave}) = ${chave}`))
    .returning({ id: projeto.id });
}

/** The projects of these ids with their current client (id and name), locked for the rest of the transaction. */
export function travarClientesDosProjetos(tx: Conn, projetoIds: number[]) {
  return rows<{ id: number; chave: string; clienteId: number | null; clienteNome: string | null }>(
    tx,
    sql`SELECT p.id::int AS id, p.chave, p.cliente_id::int AS "clienteId", c.nome AS "clienteNome"
        FROM projeto p LEFT JOIN cliente c ON c.id = p.cliente_id
        WHERE p.id = ANY (${`{${projetoIds.join(',')}}`}::bigint[]) FOR UPDATE OF p`,
  );
}
