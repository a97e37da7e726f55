/**
 * Capacity reports (spec 03 sections 2.6, 3 'Capacity rows', 7 'Capacity'; DOMAIN.md 'Capacity').
 * Three aggregate queries each (collaborators, Tempo plans per collaborator and project, worklogs
 * per collaborator [and project]); the rows are assembled with the domain rules
 * (`@financeiro/domain` relatoriosDelivery/capacidade.ts), so the screens and the server agree.
 *
 * - Client project: `projeto.cliente_id` set and a name without INT-1000.
 * - Area: every registered collaborator (`ativo`) employed during the period (admission <= end and
 *   no dismissal before the start). Planned hours = plans on client projects; vacation = plans on
 *   the absence project; realised / billable = worklog seconds / billable seconds on client projects.
 * - Project: per selected project, every person with a plan or a worklog on it in the period
 *   (a Jira user without a registration too: no department, regime absent -> 'N/A', no mandatory
 *   hours). 'TODOS' = every project with activity in the period but the absence project;
 *   'NAO-INT-1000' = the same without names containing INT-1000.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  arredondarHoras,
  calculadoraHorasObrigatorias,
  figurasDaLinha,
  MARCA_PROJETO_INTERNO,
  type LinhaCapacidadeArea,
  type LinhaCapacidadeProjeto,
  type BlocoCapacidadeProjeto,
  type RespostaCapacidadeProjeto,
  type SelecaoProjetosCapacidade,
} from '@financeiro/domain';
import type { Db } from '../db/client';
import { arrayText, divisaoDoPeriodo, type Leitura } from '../modules/projetos';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const INT_1000_LIKE = `%${MARCA_PROJETO_INTERNO}%`;
/**
 * SQL condition "p is a client project" (alias p): the database's function (migration 0085), which
 * the monthly aggregate of the area report is kept by; the tests check it against the domain's mark.
 */
const projetoDeCliente = sql`projeto_de_cliente(p.cliente_id, p.nome)`;

const horas = (segundos: number | string | null | undefined) => Number(segundos ?? 0) / 3600;
const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

interface LinhaColaborador {
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

/** Mandatory hours of the period's collaborators (the working days counted once per report). */
function calculadoraObrigatorias(inicio: string, fim: string): (c: LinhaColaborador) => number {
  const calcular = calculadoraHorasObrigatorias(inicio, fim);
  return (c) => calcular({ admissao: isoDate(c.admissao)!, demissao: isoDate(c.demissao), horasPorDia: Number(c.carga_horaria) });
}

export async function capacidadePorArea(
  db: Db,
  inicio: string,
  fim: string,
  chaveAusencia: string | null,
  leitura: Leitura = 'agregado',
): Promise<LinhaCapacidadeArea[]> {
  const colaboradores = await rows<LinhaColaborador>(db, sqlColaboradores(inicio, fim));
  if (colaboradores.length === 0) return [];
  const mats = colaboradores.map((c) => Number(c.mat));
  const [planos, worklogs] = await Promise.all([
    rows<{ mat: number; projeto_id: string; segundos: string; ausencia: boolean; categoria: string | null }>(db, sqlPlanosArea(inicio, fim, chaveAusencia)),
    rows<{ mat: number; realizado: string; faturavel: string }>(db, sqlWorklogsArea(inicio, fim, mats, leitura)),
  ]);

  const planejado = new Map<number, number>();
  const ferias = new Map<number, number>();
  const maior = new Map<number, { segundos: number; projeto: number; categoria: string | null }>();
  for (const plano of planos) {
    const mat = Number(plano.mat);
    const segundos = Number(plano.segundos);
    if (plano.ausencia) {
      ferias.set(mat, (ferias.get(mat) ?? 0) + segundos);
      continue;
    }
    planejado.set(mat, (planejado.get(mat) ?? 0) + segundos);
    const atual = maior.get(mat);
    const projeto = Number(plano.projeto_id);
    // Largest planned allocation; a tie goes to the lowest project id.
    if (!atual || segundos > atual.segundos || (segundos === atual.segundos && projeto < atual.projeto)) {
      maior.set(mat, { segundos, projeto, categoria: plano.categoria });
    }
  }
  const trabalhado = new Map(worklogs.map((w) => [Number(w.mat), w]));
  const obrigatorias = calculadoraObrigatorias(inicio, fim);

  return colaboradores.map((c): LinhaCapacidadeArea => {
    const mat = Number(c.mat);
    const obrig = obrigatorias(c);
    const plan = horas(planejado.get(mat));
    const fer = horas(ferias.get(mat));
    const real = horas(trabalhado.get(mat)?.realizado);
    const fat = horas(trabalhado.get(mat)?.faturavel);
    return {
      colaborador: {
        mat,
        nome: c.nome,
        sobrenome: c.sobrenome,
        demissao: isoDate(c.demissao),
        departamento: { cod: Number(c.dep_cod), nome: c.dep_nome },
        regime: { cod: Number(c.reg_cod), nome: c.reg_nome },
        funcao: { nome: { nome: c.funcao_nome } },
      },
      perfil: c.classificacao,
      infoMaiorAlocacao: { categoria: maior.get(mat)?.categoria ?? null },
      horasPorDia: Number(c.carga_horaria),
      totalHorasObrigatorias: arredondarHoras(obrig),
      totalHorasPlanejadas: arredondarHoras(plan),
      ferias: arredondarHoras(fer),
      horasLivres: arredondarHoras(obrig - fer - plan),
      horasRealizadas: arredondarHoras(real),
      horasFaturaveis: arredondarHoras(fat),
      ...figurasDaLinha({ obrigatorias: obrig, planejadas: plan, realizadas: real, faturaveis: fat }),
    };
  });
}

// -----------------------------------------------------------------------------------project

interface LinhaProjetoInfo {
  id: string;
  chave: string;
  nome: string;
  categoria: string | null;
}

function filtroProjetos(selecao: SelecaoProjetosCapacidade, chaveAusencia: string | null): SQL {
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

export async function capacidadePorProjeto(
  db: Db,
  inicio: string,
  fim: string,
  selecao: SelecaoProjetosCapacidade,
  chaveAusencia: string | null,
): Promise<RespostaCapacidadeProjeto> {
  const filtro = filtroProjetos(selecao, chaveAusencia);
  const atividade = await rows<{ projeto_id: string; mat: number | null; conta: string | null; planejado: string; realizado: string; faturavel: string }>(
    db,
    sqlAtividadeProjetos(inicio, fim, filtro),
  );
  if (atividade.length === 0) return { projetos: [] };
  const idsProjetos = [...new Set(atividade.map((a) => a.projeto_id))];
  const mats = [...new Set(atividade.filter((a) => a.mat !== null).map((a) => Number(a.mat)))];
  const contas = [...new Set(atividade.filter((a) => a.mat === null && a.conta).map((a) => a.conta!))];
  const [projetos, colaboradores, usuarios] = await Promise.all([
    rows<LinhaProjetoInfo>(
      db,
      sql`SELECT p.id::text AS id, p.chave, p.nome, cat.nome AS categoria FROM projeto p LEFT JOIN categoria_projeto cat ON cat.id = p.categoria_id
          WHERE p.id = ANY (${`{${idsProjetos.join(',')}}`}::bigint[])`,
    ),
    // Every registration that has activity (even outside its employment: the hours still count).
    mats.length
      ? rows<LinhaColaborador>(
          db,
          sql`SELECT c.mat, c.nome, c.sobrenome, c.admissao::text AS admissao, c.demissao::text AS demissao, c.carga_horaria, c.classificacao,
                     d.cod AS dep_cod, d.nome AS dep_nome, r.cod AS reg_cod, r.nome AS reg_nome, f.nome AS funcao_nome
              FROM colaborador c JOIN departamento d ON d.cod = c.departamento JOIN regime_contrato r ON r.cod = c.regime JOIN funcao f ON f.cod = c.funcao
              WHERE c.mat = ANY (${`{${mats.join(',')}}`}::int[])`,
        )
      : Promise.resolve([] as LinhaColaborador[]),
    contas.length
      ? rows<{ account_id: string; nome: string }>(db, sql`SELECT account_id, nome FROM jira_usuario WHERE account_id = ANY (${arrayText(contas)}::text[])`)
      : Promise.resolve([] as { account_id: string; nome: string }[]),
  ]);
  const porMat = new Map(colaboradores.map((c) => [Number(c.mat), c]));
  const porConta = new Map(usuarios.map((u) => [u.account_id, u.nome]));
  const obrigatoriasDe = calculadoraObrigatorias(inicio, fim);

  const linhasPorProjeto = new Map<string, LinhaCapacidadeProjeto[]>();
  for (const a of atividade) {
    const plan = horas(a.planejado);
    const real = horas(a.realizado);
    const fat = horas(a.faturavel);
    const c = a.mat !== null ? porMat.get(Number(a.mat)) : undefined;
    const obrig = c ? obrigatoriasDe(c) : 0;
    const linha: LinhaCapacidadeProjeto = {
      colaborador: c
        ? {
            mat: Number(c.mat),
            accountId: null,
            nome: c.nome,
            sobrenome: c.sobrenome,
            demissao: isoDate(c.demissao),
            departamento: c.dep_nome,
            regime: c.reg_nome,
            funcao: { nome: c.funcao_nome },
          }
        : {
            mat: null,
            accountId: a.conta,
            nome: porConta.get(a.conta ?? '') ?? a.conta ?? '',
            sobrenome: '',
            demissao: null,
            departamento: '',
            regime: null,
            funcao: { nome: '' },
          },
      perfil: c?.classificacao ?? null,
      horasPorDia: c ? Number(c.carga_horaria) : 0,
      totalHorasObrigatorias: arredondarHoras(obrig),
      horasPlanejadas: arredondarHoras(plan),
      horasRealizadas: arredondarHoras(real),
      horasFaturaveis: arredondarHoras(fat),
      ...figurasDaLinha({ obrigatorias: obrig, planejadas: plan, realizadas: real, faturaveis: fat }),
    };
    const lista = linhasPorProjeto.get(a.projeto_id) ?? [];
    lista.push(linha);
    linhasPorProjeto.set(a.projeto_id, lista);
  }

  const resultado: BlocoCapacidadeProjeto[] = projetos
    .map((p) => ({
      projeto: { id: Number(p.id), key: p.chave, label: `${p.chave} - ${p.nome}`, categoria: p.categoria },
      colaboradores: (linhasPorProjeto.get(p.id) ?? []).sort((x, y) =>
        `${x.colaborador.nome} ${x.colaborador.sobrenome}`.localeCompare(`${y.colaborador.nome} ${y.colaborador.sobrenome}`, 'pt-BR'),
      ),
    }))
    .sort((x, y) => x.projeto.label.localeCompare(y.projeto.label, 'pt-BR'));
  return { projetos: resultado };
}
