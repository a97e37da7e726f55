/** Reading the audit trail back in tests (issue 37): the entries recorded after a mark, as plain rows. */
import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { rows } from '../db/sql';

export interface EntradaLida {
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
export function entradasDesde(db: Conn, marca: number, entidade?: string): Promise<EntradaLida[]> {
  return rows<EntradaLida>(
    db,
    sql`SELECT usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id FROM auditoria
        WHERE id > ${marca} ${entidade ? sql`AND entidade = ${entidade}` : sql``} ORDER BY id`,
  );
}
