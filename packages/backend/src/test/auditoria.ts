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
