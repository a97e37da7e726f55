/** Every statement of the alerts module (issue 38 §3). */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { projecaoAlerta, projecaoAlertaLeitura, projecaoRegrasAlerta, projecaoRegrasAlertaProjeto, users } from '../../db/schema';
import { arrayText, rows } from '../../db/sql';
import type { OrigemAlerta, RegrasAlerta, TipoAlerta } from '@financeiro/domain';

export async function lerRegrasGlobais(conn: Conn) {
  const [row] = await conn.select().from(projecaoRegrasAlerta).where(eq(projecaoRegrasAlerta.id, 1));
  return row;
}

export async function gravarRegrasGlobais(conn: Conn, regras: RegrasAlerta, usuarioId: number | null): Promise<void> {
  const valores = { margemMinima: regras.margemMinima, desvioMaximo: regras.desvioMaximo, semanasAntecedencia: regras.semanasAntecedencia };
  await conn
    .insert(projecaoRegrasAlerta)
    .values({ id: 1, ...valores, atualizadoPor: usuarioId })
    .onConflictDoUpdate({ target: projecaoRegrasAlerta.id, set: { ...valores, atualizadoEm: sql`now()`, atualizadoPor: usuarioId } });
}

export type LinhaRegrasProjeto = typeof projecaoRegrasAlertaProjeto.$inferSelect;

/** The overrides of these projects (null: every project's). */
export function listarRegrasDeProjetos(conn: Conn, chaves: readonly string[] | null): Promise<LinhaRegrasProjeto[]> {
  const query = conn.select().from(projecaoRegrasAlertaProjeto);
  return chaves === null ? query : query.where(inArray(projecaoRegrasAlertaProjeto.projeto, [...chaves]));
}

export async function gravarRegrasDoProjeto(
  conn: Conn,
  projeto: string,
  linha: { margemMinima: string | null; desvioMaximo: string | null; semanasAntecedencia: number | null; desligadas: string[] },
  usuarioId: number | null,
): Promise<void> {
  await conn
    .insert(projecaoRegrasAlertaProjeto)
    .values({ projeto, ...linha, atualizadoPor: usuarioId })
    .onConflictDoUpdate({ target: projecaoRegrasAlertaProjeto.projeto, set: { ...linha, atualizadoEm: sql`now()`, atualizadoPor: usuarioId } });
}

export async function removerRegrasDoProjeto(conn: Conn, projeto: string): Promise<void> {
  await conn.delete(projecaoRegrasAlertaProjeto).where(eq(projecaoRegrasAlertaProjeto.projeto, projeto));
}

export interface AlertaAbertoLinha {
  id: number;
  projeto: string;
  tipo: TipoAlerta;
}

/** The open alerts of these projects (null: all). */
export function listarAlertasAbertos(conn: Conn, chaves: readonly string[] | null): Promise<AlertaAbertoLinha[]> {
  const filtro = chaves === null ? sql`` : sql`AND projeto = ANY(${arrayText(chaves)}::text[])`;
  return rows<AlertaAbertoLinha>(conn, sql`SELECT id, projeto, tipo FROM projecao_alerta WHERE fechado_em IS NULL ${filtro}`);
}

/**
 * Opens an alert unless one of its project and type is open already (the partial unique index
 * `projecao_alerta_um_aberto`: two evaluations at once still raise it once). The new id, or null.
 */
export async function inserirAlerta(
  conn: Conn,
  alerta: { projeto: string; tipo: TipoAlerta; titulo: string; detalhe: string; causa: string; origem: OrigemAlerta },
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    conn,
    sql`INSERT INTO projecao_alerta (projeto, tipo, titulo, detalhe, causa, origem)
        VALUES (${alerta.projeto}, ${alerta.tipo}, ${alerta.titulo}, ${alerta.detalhe}, ${alerta.causa}, ${alerta.origem})
        ON CONFLICT (projeto, tipo) WHERE fechado_em IS NULL DO NOTHING
        RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

/** Refreshes the measured text and the cause of an open alert (only when they changed). */
export async function atualizarAlerta(conn: Conn, id: number, texto: { detalhe: string; causa: string }): Promise<void> {
  await conn
    .update(projecaoAlerta)
    .set({ ...texto, atualizadoEm: sql`now()` })
    .where(
      and(
        eq(projecaoAlerta.id, id),
        isNull(projecaoAlerta.fechadoEm),
        sql`(${projecaoAlerta.detalhe} IS DISTINCT FROM ${texto.detalhe} OR ${projecaoAlerta.causa} IS DISTINCT FROM ${texto.causa})`,
      ),
    );
}

export async function fecharAlertas(conn: Conn, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await conn
    .update(projecaoAlerta)
    .set({ fechadoEm: sql`now()`, atualizadoEm: sql`now()` })
    .where(and(inArray(projecaoAlerta.id, [...ids]), isNull(projecaoAlerta.fechadoEm)));
}

export interface AlertaDoUsuarioLinha {
  id: number;
  projeto: string;
  projeto_id: number;
  projeto_nome: string;
  tipo: TipoAlerta;
  titulo: string;
  detalhe: string;
  causa: string;
  origem: OrigemAlerta;
  aberto_em: string;
  atualizado_em: string;
  lido: boolean;
}

/**
 * The open alerts of the portfolio's projects (still in Jira: the Carteira's rule), newest first,
 * with whether this user read each one.
 */
export function listarAlertasDoUsuario(conn: Conn, userId: number): Promise<AlertaDoUsuarioLinha[]> {
  return rows<AlertaDoUsuarioLinha>(
    conn,
    sql`SELECT a.id, a.projeto, p.id::float8::int AS projeto_id, p.nome AS projeto_nome, a.tipo, a.titulo, a.detalhe, a.causa, a.origem,
               to_json(a.aberto_em) #>> '{}' AS aberto_em, to_json(a.atualizado_em) #>> '{}' AS atualizado_em,
               (l.alerta_id IS NOT NULL) AS lido
        FROM projecao_alerta a
        JOIN projeto p ON p.chave = a.projeto
        LEFT JOIN projecao_alerta_leitura l ON l.alerta_id = a.id AND l.user_id = ${userId}
        WHERE a.fechado_em IS NULL AND NOT p.excluido_no_jira
        ORDER BY a.aberto_em DESC, a.id DESC
        LIMIT 200`,
  );
}

/** Marks open alerts of the portfolio as read by the user (`id` null: all of them); how many were open. */
export async function marcarLidos(conn: Conn, userId: number, id: number | null): Promise<number> {
  const filtro = id === null ? sql`` : sql`AND a.id = ${id}`;
  const abertos = await rows<{ id: number }>(
    conn,
    sql`SELECT a.id FROM projecao_alerta a JOIN projeto p ON p.chave = a.projeto
        WHERE a.fechado_em IS NULL AND NOT p.excluido_no_jira ${filtro}`,
  );
  if (!abertos.length) return 0;
  await conn
    .insert(projecaoAlertaLeitura)
    .values(abertos.map((row) => ({ alertaId: Number(row.id), userId })))
    .onConflictDoNothing();
  return abertos.length;
}

export interface DestinatarioLinha {
  email: string;
  nome: string;
}

/**
 * Who receives a project's new alert by e-mail: the project's leader (the Jira user's e-mail) and
 * the active users with the projetos section who chose to receive alerts.
 */
export async function listarDestinatarios(conn: Conn, projeto: string): Promise<DestinatarioLinha[]> {
  return rows<DestinatarioLinha>(
    conn,
    // One row per e-mail, in e-mail order; a leader who is also such a user is greeted by the user's own name.
    sql`SELECT DISTINCT ON (email) email, nome FROM (
          SELECT lower(us.email) AS email, us.name AS nome, 1 AS fonte FROM users us
          WHERE us.ativo AND us.receber_alertas_projetos
            AND EXISTS (SELECT 1 FROM user_sections s WHERE s.user_id = us.id AND s.section = 'projetos')
          UNION ALL
          SELECT lower(u.email), u.nome, 2 FROM projeto p JOIN jira_usuario u ON u.account_id = p.lead_account_id
          WHERE p.chave = ${projeto} AND u.email IS NOT NULL AND u.email <> ''
        ) d
        ORDER BY email, fonte`,
  );
}

export async function lerPreferencia(conn: Conn, userId: number): Promise<boolean> {
  const [row] = await conn.select({ receber: users.receberAlertasProjetos }).from(users).where(eq(users.id, userId));
  return row?.receber ?? false;
}

export async function gravarPreferencia(conn: Conn, userId: number, receber: boolean): Promise<void> {
  await conn.update(users).set({ receberAlertasProjetos: receber }).where(eq(users.id, userId));
}

export async function buscarProjeto(conn: Conn, chave: string): Promise<{ chave: string; nome: string } | undefined> {
  const [row] = await rows<{ chave: string; nome: string }>(conn, sql`SELECT chave, nome FROM projeto WHERE chave = ${chave}`);
  return row;
}

// ------------------------------------------------------------------ evaluations asked for (migration 0104)

export interface PedidoLinha {
  id: number;
  origem: OrigemAlerta;
  /** null: every project of the portfolio. */
  projetos: string[] | null;
}

/** Asks for an evaluation of these projects (null: all); the evaluator does it after the action. */
export async function inserirPedido(conn: Conn, origem: OrigemAlerta, chaves: readonly string[] | null): Promise<void> {
  await conn.execute(
    sql`INSERT INTO projecao_alerta_pedido (origem, projetos) VALUES (${origem}, ${chaves === null ? null : arrayText(chaves)}::text[])`,
  );
}

/** The evaluations asked for, oldest first. */
export async function listarPedidos(conn: Conn): Promise<PedidoLinha[]> {
  const linhas = await rows<PedidoLinha>(conn, sql`SELECT id, origem, projetos FROM projecao_alerta_pedido ORDER BY id LIMIT 1000`);
  return linhas.map((linha) => ({ ...linha, id: Number(linha.id) }));
}

/** Removes the requests an evaluation covered (ids up to `ate`, the last one it read). */
export async function removerPedidos(conn: Conn, ate: number): Promise<void> {
  await conn.execute(sql`DELETE FROM projecao_alerta_pedido WHERE id <= ${ate}`);
}

