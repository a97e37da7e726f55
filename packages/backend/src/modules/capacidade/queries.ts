/**
 * Every statement of the capacity reports: collaborators of the period, Tempo plans and worklogs
 * aggregated per collaborator [and project]. Client project: `projeto.cliente_id` set and a name
 * without INT-1000.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MARCA_PROJETO_INTERNO, type SelecaoProjetosCapacidade } from '@financeiro/domain';
import type { Conn } from '../../db/client';
import { arrayText, rows } from '../../db/sql';
import { divisaoDoPeriodo, type Leitura } from '../projetos';

const INT_1000_LIKE = `%${MARCA_PROJETO_INTERNO}%`;
/**
 * SQL condition "p is a client project" (alias p): the database's function (migration 0085), which
 * the monthly aggregate of the area report is kept by; the tests check it against the domain's mark.
 */
const projetoDeCliente = sql`projeto_de_cliente(p.cliente_id, p.nome)`;

export interface LinhaColaborador {
  mat: number;
  nome: string;
  sobrenome: string;
  admissao: string | Date;
  demissao: string | Date | null;
  carga_horaria: number;
  classificacao: string | null;
  dep_cod: number;
  dep_nome: string;
  reg_cod: number;
  reg_nome: string;
  funcao_nome: string;
}

/** Collaborators employed at some day of the period (mats = only these, when given). */
function sqlColaboradores(inicio: string, fim: string, mats?: readonly number[]): SQL {
  const filtroMats = mats ? sql`AND c.mat = ANY (${`{${mats.join(',')}}`}::int[])` : sql``;
  return sql`
    SELECT c.mat, c.nome, c.sobrenome, c.admissao::text AS admissao, c.demissao::text AS demissao, c.carga_horaria, c.classificacao,
           d.cod AS dep_cod, d.nome AS dep_nome, r.cod AS reg_cod, r.nome AS reg_nome, f.nome AS funcao_nome
    FROM colaborador c
    JOIN departamento d ON d.cod = c.departamento
    JOIN regime_contrato r ON r.cod = c.regime
    JOIN funcao f ON f.cod = c.funcao
    WHERE c.ativo AND c.admissao <= ${fim}::date AND (c.demissao IS NULL OR c.demissao >= ${inicio}::date) ${filtroMats}`;
}

/**
 * Area: planned seconds per (collaborator, project) on client projects and on the absence project,
 * with the project's category and an absence flag.
 */
export function sqlPlanosArea(inicio: string, fim: string, chaveAusencia: string | null): SQL {
  return sql`
    SELECT x.mat, x.projeto_id, x.segundos, p.chave = ${chaveAusencia ?? ''} AS ausencia, cat.nome AS categoria
    FROM (
      SELECT pl.colaborador_mat AS mat, pl.projeto_id, sum(pl.planned_seconds)::bigint AS segundos
      FROM plano pl
      WHERE pl.data BETWEEN ${inicio}::date AND ${fim}::date AND pl.colaborador_mat IS NOT NULL AND pl.projeto_id IS NOT NULL
      GROUP BY 1, 2
    ) x
    JOIN projeto p ON p.id = x.projeto_id
    LEFT JOIN categoria_projeto cat ON cat.id = p.categoria_id
    WHERE ${projetoDeCliente} OR p.chave = ${chaveAusencia ?? ''}`;
}

/**
 * Area: worklog and billable seconds per collaborator on client projects. The whole calendar months of
 * the period come from `worklog_cliente_mes` (migration 0085: one row per collaborator and month), the
 * partial months at its ends from the raw worklogs: the collaborators' registrations drive an
 * index-only scan of `worklog (colaborador_mat, data) INCLUDE (projeto_id, time_spent_seconds,
 * billable_seconds)` (migration 0070), one range per collaborator. `leitura` 'worklogs': only the raw
 * worklogs, the reference the tests compare with.
 */
export function sqlWorklogsArea(inicio: string, fim: string, mats: readonly number[], leitura: Leitura = 'agregado'): SQL {
  const colaboradores = sql`${`{${mats.join(',')}}`}::int[]`;
  const { meses, faixas } = leitura === 'agregado' ? divisaoDoPeriodo(inicio, fim) : { meses: null, faixas: [[inicio, fim] as [string, string]] };
  const partes: SQL[] = [];
  if (meses) {
    partes.push(sql`
      SELECT a.colaborador_mat AS mat, a.segundos AS s, a.segundos_faturaveis AS b
      FROM worklog_cliente_mes a
      WHERE a.colaborador_mat = ANY (${colaboradores}) AND a.mes >= ${meses.de}::date AND a.mes < ${meses.ate}::date`);
  }
  for (const [de, ate] of faixas) {
    partes.push(sql`
      SELECT w.colaborador_mat AS mat, w.time_spent_seconds::bigint AS s, w.billable_seconds::bigint AS b
      FROM worklog w
      JOIN projeto p ON p.id = w.projeto_id
      WHERE w.colaborador_mat = ANY (${colaboradores}) AND w.data BETWEEN ${de}::date AND ${ate}::date AND ${projetoDeCliente}`);
  }
  return sql`
    SELECT x.mat, sum(x.s)::bigint AS realizado, sum(x.b)::bigint AS faturavel
    FROM (${sql.join(partes, sql` UNION ALL `)}) x
    GROUP BY 1`;
}

export interface LinhaProjetoInfo {
  id: string;
  chave: string;
  nome: string;
  categoria: string | null;
}

export function filtroProjetos(selecao: SelecaoProjetosCapacidade, chaveAusencia: string | null): SQL {
  if (selecao.tipo === 'ids') return sql`p.id = ANY (${`{${selecao.ids.join(',')}}`}::bigint[])`;
  const semAusencia = sql`p.chave <> ${chaveAusencia ?? ''}`;
  if (selecao.tipo === 'todos') return semAusencia;
  return sql`${semAusencia} AND upper(p.nome) NOT LIKE ${INT_1000_LIKE}`;
}

/** Per (project, person): planned, worked and billable seconds; a person is a registration or else a Jira account. */
export function sqlAtividadeProjetos(inicio: string, fim: string, filtro: SQL): SQL {
  return sql`
    WITH alvo AS (SELECT p.id FROM projeto p WHERE ${filtro}),
    pl AS (
      SELECT pl.projeto_id, pl.colaborador_mat AS mat, CASE WHEN pl.colaborador_mat IS NULL THEN pl.assignee_account_id END AS conta,
             sum(pl.planned_seconds)::bigint AS planejado
      FROM plano pl JOIN alvo ON alvo.id = pl.projeto_id
      WHERE pl.data BETWEEN ${inicio}::date AND ${fim}::date
      GROUP BY 1, 2, 3
    ),
    wl AS (
      SELECT w.projeto_id, w.colaborador_mat AS mat, CASE WHEN w.colaborador_mat IS NULL THEN w.author_account_id END AS conta,
             sum(w.time_spent_seconds)::bigint AS realizado, sum(w.billable_seconds)::bigint AS faturavel
      FROM worklog w JOIN alvo ON alvo.id = w.projeto_id
      WHERE w.data BETWEEN ${inicio}::date AND ${fim}::date
      GROUP BY 1, 2, 3
    )
    SELECT coalesce(pl.projeto_id, wl.projeto_id)::text AS projeto_id, coalesce(pl.mat, wl.mat) AS mat, coalesce(pl.conta, wl.conta) AS conta,
           coalesce(pl.planejado, 0)::text AS planejado, coalesce(wl.realizado, 0)::text AS realizado, coalesce(wl.faturavel, 0)::text AS faturavel
    FROM pl FULL JOIN wl ON wl.projeto_id = pl.projeto_id AND wl.mat IS NOT DISTINCT FROM pl.mat AND wl.conta IS NOT DISTINCT FROM pl.conta`;
}

export const colaboradoresDoPeriodo = (db: Conn, inicio: string, fim: string) => rows<LinhaColaborador>(db, sqlColaboradores(inicio, fim));

export const planosArea = (db: Conn, inicio: string, fim: string, chaveAusencia: string | null) =>
  rows<{ mat: number; projeto_id: string; segundos: string; ausencia: boolean; categoria: string | null }>(db, sqlPlanosArea(inicio, fim, chaveAusencia));

export const worklogsArea = (db: Conn, inicio: string, fim: string, mats: readonly number[], leitura: Leitura = 'agregado') =>
  rows<{ mat: number; realizado: string; faturavel: string }>(db, sqlWorklogsArea(inicio, fim, mats, leitura));

export const atividadeProjetos = (db: Conn, inicio: string, fim: string, filtro: SQL) =>
  rows<{ projeto_id: string; mat: number | null; conta: string | null; planejado: string; realizado: string; faturavel: string }>(
    db,
    sqlAtividadeProjetos(inicio, fim, filtro),
  );

export const projetosInfo = (db: Conn, ids: readonly string[]) =>
  rows<LinhaProjetoInfo>(
    db,
    sql`SELECT p.id::text AS id, p.chave, p.nome, cat.nome AS categoria FROM projeto p LEFT JOIN categoria_projeto cat ON cat.id = p.categoria_id
        WHERE p.id = ANY (${`{${ids.join(',')}}`}::bigint[])`,
  );

/** Every registration of these mats (even outside its employment: the hours still count). */
export const colaboradoresDasMatriculas = (db: Conn, mats: readonly number[]) =>
  rows<LinhaColaborador>(
    db,
    sql`SELECT c.mat, c.nome, c.sobrenome, c.admissao::text AS admissao, c.demissao::text AS demissao, c.carga_horaria, c.classificacao,
               d.cod AS dep_cod, d.nome AS dep_nome, r.cod AS reg_cod, r.nome AS reg_nome, f.nome AS funcao_nome
        FROM colaborador c JOIN departamento d ON d.cod = c.departamento JOIN regime_contrato r ON r.cod = c.regime JOIN funcao f ON f.cod = c.funcao
        WHERE c.mat = ANY (${`{${mats.join(',')}}`}::int[])`,
  );

export const usuariosJira = (db: Conn, contas: readonly string[]) =>
  rows<{ account_id: string; nome: string }>(db, sql`SELECT account_id, nome FROM jira_usuario WHERE account_id = ANY (${arrayText(contas)}::text[])`);
