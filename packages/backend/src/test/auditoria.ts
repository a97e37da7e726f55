/** Reading the audit trail back in tests (issue 37): the entries of one record, oldest first. */
import { sql } from 'drizzle-orm';
import type { CampoAuditado } from '@financeiro/domain';
import type { Conn } from '../db/client';
import { rows } from '../db/sql';

export interface EntradaLida {
  id: number;
  usuarioId: number | null;
  usuarioNome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: CampoAuditado[];
  detalhes: Record<string, unknown> | null;
  requestId: string | null;
}

/** The entries of `entidade` (and `chave` when given), in id order. */
export function entradasDeAuditoria(db: Conn, entidade: string, chave?: string | number): Promise<EntradaLida[]> {
  const filtroChave = chave === undefined ? sql`` : sql` AND chave = ${String(chave)}`;
  return rows<EntradaLida>(
    db,
    sql`SELECT id::int AS "id", usuario_id AS "usuarioId", usuario_nome AS "usuarioNome", acao, entidade, chave, campos, detalhes, request_id AS "requestId"
        FROM auditoria WHERE entidade = ${entidade}${filtroChave} ORDER BY id`,
  );
}

/** The number of entries in the whole trail (a refused or no-op request adds none). */
export async function contarEntradasDeAuditoria(db: Conn): Promise<number> {
  const [linha] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM auditoria`);
  return linha?.total ?? 0;
}

/** An entry as `entradasDesde` reads it (columns as in the table). */
export interface EntradaDesde {
  usuario_id: number | null;
  usuario_nome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: { campo: string; antes: unknown; depois: unknown; tipo?: string; sigilo?: string }[];
  detalhes: Record<string, unknown> | null;
  request_id: string | null;
}

/** The id of the last entry (0 when none): read entries after it with `entradasDesde`. */
export async function marcaDaAuditoria(db: Conn): Promise<number> {
  const [linha] = await rows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM auditoria`);
  return linha?.id ?? 0;
}

/** The entries after `marca`, in order, optionally of one entity. */
export function entradasDesde(db: Conn, marca: number, entidade?: string): Promise<EntradaDesde[]> {
  return rows<EntradaDesde>(
    db,
    sql`SELECT usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id FROM auditoria
        WHERE id > ${marca} ${entidade ? sql`AND entidade = ${entidade}` : sql``} ORDER BY id`,
  );
}
