/**
 * Relatórios DP (issue 11): the payroll reports read the stored closing results
 * (`fechamento_colaborador`, one row per employee and closing, with the engine's breakdown in
 * `detalhamento`). Nothing is recalculated: every figure is a sum, a count or a mean of stored
 * per-employee figures, added up exactly by PostgreSQL's NUMERIC (money keeps its 2 places, the
 * hour cost its 4). A closing without results is answered with the closings' message.
 */
import Decimal from 'decimal.js';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  compararTotais,
  comparar,
  FECHAMENTO_MESSAGES,
  MAX_MESES_RELATORIO_DP,
  MESES_RELATORIO_DP_PADRAO,
  mudancasHistorico,
  type EvolucaoCusto,
  type FechamentoRelatorio,
  type FiltrosResumo,
  type GrupoResumo,
  type ImpostoResumo,
  type LinhaBeneficioRelatorio,
  type LinhaResumo,
  type MudancaHistorico,
  type OpcoesRelatorioDp,
  type PontoEvolucao,
  type RelatorioBeneficios,
  type ResumoFolha,
  type SituacaoColaborador,
  type TipoEvolucao,
  type TotaisFolha,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import { colaborador, departamento, fechamento } from '../../db/schema';
import { notFound } from '../../http/errors';
import { custoHoraMedio, FECHAMENTO_NAO_ENCONTRADO, fechamentosDaJanela, type FechamentoRow } from '../fechamentos';

type Linha = Record<string, unknown>;

/** Both drivers answer { rows } (PGlite Results, node-postgres QueryResult). */
async function linhas<T = Linha>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const lista = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const texto = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const inteiro = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

// ------------------------------------------------------------------------------------ closings

/** Number of stored results of each closing. */
async function contagens(db: Db, ids?: readonly number[]): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await linhas<{ fechamento_id: number; total: number }>(
    db,
    sql`SELECT fechamento_id, count(*)::int AS total FROM fechamento_colaborador
         ${ids ? sql`WHERE fechamento_id IN (${lista(ids)})` : sql``}
         GROUP BY fechamento_id`,
  );
  return new Map(rows.map((row) => [Number(row.fechamento_id), Number(row.total)]));
}

function paraRelatorio(row: FechamentoRow, colaboradores: number): FechamentoRelatorio {
  const calculado = colaboradores > 0;
  return {
    id: row.id,
    label: row.label,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    bloqueio: row.bloqueio,
    calculado,
    colaboradores,
    mensagem: calculado ? null : FECHAMENTO_MESSAGES.semCalculo,
  };
}

/** GET /relatorio-dp/fechamentos: the active closings, the latest period first. */
export async function fechamentosRelatorio(db: Db): Promise<FechamentoRelatorio[]> {
  const rows = await db
    .select()
    .from(fechamento)
    .where(eq(fechamento.ativo, true))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id));
  const counts = await contagens(db);
  return rows.map((row) => paraRelatorio(row, counts.get(row.id) ?? 0));
}

/** The active closing just before `row` (the latest start date before its start). */
async function fechamentoAnterior(db: Db, row: FechamentoRow): Promise<FechamentoRow | undefined> {
  const [anterior] = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.ativo, true), lt(fechamento.dataInicio, row.dataInicio)))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  return anterior;
}

// ------------------------------------------------------------------------------- summary

function filtrosSql(filtros: FiltrosResumo, alias = sql`r`): SQL[] {
  const condicoes: SQL[] = [];
  if (filtros.departamentoCod) condicoes.push(sql`${alias}.departamento_cod = ${filtros.departamentoCod}`);
  if (filtros.filialCod) condicoes.push(sql`${alias}.filial_cod = ${filtros.filialCod}`);
  if (filtros.regimeCod) condicoes.push(sql`${alias}.regime_cod = ${filtros.regimeCod}`);
  return condicoes;
}

const e = (condicoes: SQL[]) => (condicoes.length === 0 ? sql`` : sql` AND ${sql.join(condicoes, sql` AND `)}`);

const ZERO_TOTAIS: TotaisFolha = {
  colaboradores: 0,
  salarioBruto: '0.00',
  beneficioEmpresa: '0.00',
  descontoBeneficios: '0.00',
  impostoColaborador: '0.00',
  impostoEmpresa: '0.00',
  provisaoDecimoTerceiro: '0.00',
  provisaoFerias: '0.00',
  provisaoRescisao: '0.00',
  custoTotal: '0.00',
  hhMedio: '0.0000',
};

function totaisDaLinha(row: Linha): TotaisFolha {
  return {
    colaboradores: Number(row.colaboradores),
    salarioBruto: String(row.salario_bruto),
    beneficioEmpresa: String(row.beneficio_empresa),
    descontoBeneficios: String(row.desconto_beneficios),
    impostoColaborador: String(row.imposto_colaborador),
    impostoEmpresa: String(row.imposto_empresa),
    provisaoDecimoTerceiro: String(row.provisao_decimo_terceiro),
    provisaoFerias: String(row.provisao_ferias),
    provisaoRescisao: String(row.provisao_rescisao),
    custoTotal: String(row.custo_total),
    hhMedio: String(row.hh_medio),
  };
}

/**
 * The totals of the closings `ids` (filtered), for the whole closing and by department, branch and
 * regime, in one pass (GROUPING SETS). Money sums keep 2 places; the employee discounts and the
 * company taxes come from each result's stored breakdown.
 */
async function agregados(db: Db, ids: readonly number[], filtros: FiltrosResumo) {
  if (ids.length === 0) return [];
  return linhas(
    db,
    sql`
    WITH r AS (
      SELECT r.fechamento_id, r.departamento_cod, r.departamento_nome, r.departamento_sigla, r.filial_cod, r.filial_label,
             r.regime_cod, r.regime_nome, r.regime_sigla, r.salario_base, r.beneficio_total, r.imposto_total,
             r.provisao_decimo_terceiro, r.provisao_ferias, r.provisao_rescisao, r.custo_total, r.custo_hora,
             coalesce((r.detalhamento->>'descontoBeneficios')::numeric, 0) AS desconto,
             coalesce((r.detalhamento->'encargos'->>'total')::numeric, 0) AS encargos
        FROM fechamento_colaborador r
       WHERE r.fechamento_id IN (${lista(ids)})${e(filtrosSql(filtros))}
    )
    SELECT fechamento_id,
           CASE WHEN grouping(departamento_cod) = 0 THEN 'departamento'
                WHEN grouping(filial_cod) = 0 THEN 'filial'
                WHEN grouping(regime_cod) = 0 THEN 'regime'
                ELSE 'total' END AS grupo,
           CASE WHEN grouping(departamento_cod) = 0 THEN departamento_cod
                WHEN grouping(filial_cod) = 0 THEN filial_cod
                ELSE regime_cod END AS cod,
           CASE WHEN grouping(departamento_cod) = 0 THEN departamento_nome
                WHEN grouping(filial_cod) = 0 THEN filial_label
                ELSE regime_nome END AS nome,
           count(*)::int AS colaboradores,
           sum(salario_base)::text AS salario_bruto,
           sum(beneficio_total)::text AS beneficio_empresa,
           sum(desconto)::text AS desconto_beneficios,
           sum(imposto_total)::text AS imposto_colaborador,
           sum(encargos)::text AS imposto_empresa,
           sum(provisao_decimo_terceiro)::text AS provisao_decimo_terceiro,
           sum(provisao_ferias)::text AS provisao_ferias,
           sum(provisao_rescisao)::text AS provisao_rescisao,
           sum(custo_total)::text AS custo_total,
           ${custoHoraMedio(sql`custo_hora`)}::text AS hh_medio
      FROM r
     GROUP BY GROUPING SETS (
       (fechamento_id),
       (fechamento_id, departamento_cod, departamento_nome),
       (fechamento_id, filial_cod, filial_label),
       (fechamento_id, regime_cod, regime_nome)
     )`,
  );
}

/** Each tax of the closings `ids` (filtered): employee and company parts from the stored breakdown. */
async function impostosAgregados(db: Db, ids: readonly number[], filtros: FiltrosResumo) {
  if (ids.length === 0) return [];
  return linhas(
    db,
    sql`
    SELECT r.fechamento_id, (i->>'cod')::int AS cod, i->>'sigla' AS sigla, i->>'nome' AS nome,
           count(DISTINCT r.mat)::int AS colaboradores,
           sum((i->>'parteColaborador')::numeric)::text AS parte_colaborador,
           sum((i->>'parteFilial')::numeric)::text AS parte_filial
      FROM fechamento_colaborador r, jsonb_array_elements(r.detalhamento->'impostos') AS i
     WHERE r.fechamento_id IN (${lista(ids)})${e(filtrosSql(filtros))}
     GROUP BY 1, 2, 3, 4
     ORDER BY 2, 3`,
  );
}

const chaveGrupo = (cod: unknown, nome: unknown) => (cod === null || cod === undefined ? `n:${String(nome)}` : `c:${String(cod)}`);

/** GET /relatorio-dp/resumo/{id}: the payroll summary of a closing against the previous one. */
export async function resumoFolha(db: Db, id: number, filtros: FiltrosResumo = {}): Promise<ResumoFolha> {
  const [row] = await db.select().from(fechamento).where(eq(fechamento.id, id));
  if (!row) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  const anteriorRow = await fechamentoAnterior(db, row);
  const ids = anteriorRow ? [row.id, anteriorRow.id] : [row.id];
  const counts = await contagens(db, ids);
  const atual = paraRelatorio(row, counts.get(row.id) ?? 0);
  const anterior = anteriorRow ? paraRelatorio(anteriorRow, counts.get(anteriorRow.id) ?? 0) : null;
  const calculados = [atual, ...(anterior ? [anterior] : [])].filter((item) => item.calculado).map((item) => item.id);
  const [grupos, impostos] = await Promise.all([agregados(db, calculados, filtros), impostosAgregados(db, calculados, filtros)]);

  const doFechamento = (fechamentoId: number) => grupos.filter((item) => Number(item.fechamento_id) === fechamentoId);
  const totalDe = (item: FechamentoRelatorio | null): TotaisFolha | null => {
    if (!item?.calculado) return null;
    const total = doFechamento(item.id).find((linha) => linha.grupo === 'total');
    return total ? totaisDaLinha(total) : { ...ZERO_TOTAIS };
  };
  const totais = totalDe(atual);
  const totaisAnterior = totalDe(anterior);

  const porGrupo = (grupo: GrupoResumo): LinhaResumo[] => {
    const anteriores = new Map(
      (anterior?.calculado ? doFechamento(anterior.id) : [])
        .filter((linha) => linha.grupo === grupo)
        .map((linha) => [chaveGrupo(linha.cod, linha.nome), String(linha.custo_total)]),
    );
    return doFechamento(atual.id)
      .filter((linha) => linha.grupo === grupo)
      .map((linha) => ({
        grupo,
        cod: inteiro(linha.cod),
        nome: texto(linha.nome) ?? '—',
        ...totaisDaLinha(linha),
        comparacao: comparar(String(linha.custo_total), anteriores.get(chaveGrupo(linha.cod, linha.nome)) ?? null),
      }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  };

  const impostosAnteriores = new Map(
    impostos
      .filter((linha) => anterior && Number(linha.fechamento_id) === anterior.id)
      .map((linha) => [
        chaveGrupo(linha.cod, linha.sigla),
        new Decimal(String(linha.parte_colaborador)).plus(String(linha.parte_filial)).toFixed(2),
      ]),
  );
  const impostosAtuais: ImpostoResumo[] = impostos
    .filter((linha) => Number(linha.fechamento_id) === atual.id)
    .map((linha) => ({
      cod: inteiro(linha.cod),
      sigla: texto(linha.sigla),
      nome: texto(linha.nome),
      colaboradores: Number(linha.colaboradores),
      parteColaborador: String(linha.parte_colaborador),
      parteFilial: String(linha.parte_filial),
      comparacao: comparar(
        new Decimal(String(linha.parte_colaborador)).plus(String(linha.parte_filial)).toFixed(2),
        impostosAnteriores.get(chaveGrupo(linha.cod, linha.sigla)) ?? null,
      ),
    }));

  return {
    fechamento: atual,
    anterior,
    filtros: {
      departamentoCod: filtros.departamentoCod ?? null,
      filialCod: filtros.filialCod ?? null,
      regimeCod: filtros.regimeCod ?? null,
    },
    totais,
    totaisAnterior,
    porDepartamento: porGrupo('departamento'),
    porFilial: porGrupo('filial'),
    porRegime: porGrupo('regime'),
    impostos: impostosAtuais,
    comparacao: totais ? compararTotais(totais, totaisAnterior) : [],
  };
}

// ------------------------------------------------------------------------------ the period

export interface PeriodoRelatorio {
  meses?: number;
  /** 'yyyy-MM-01': the last month of the period; default the month of the latest active closing. */
  ate?: string;
}

/** The report's closings: the fechamentos module's period window, 12 months by default, at most 24. */
const fechamentosDoPeriodo = (db: Db, opcoes: PeriodoRelatorio = {}) =>
  fechamentosDaJanela(db, { meses: opcoes.meses ?? MESES_RELATORIO_DP_PADRAO, maximo: MAX_MESES_RELATORIO_DP, ate: opcoes.ate });

// --------------------------------------------------------------------------- cost evolution

interface ResultadoSerie extends SituacaoColaborador {
  fechamentoId: number;
  departamentoCod: number | null;
  departamentoNome: string | null;
  salarioBase: string;
  custoTotal: string;
  custoHora: string;
}

const somar2 = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

/**
 * GET /relatorio-dp/evolucao: the closing-by-closing salary, total cost and HH of one employee
 * (tipo 'colaborador', cod = matrícula) or one department (sum of salaries and costs, mean HH),
 * with the months where an employee's history changed against their previous result (also a
 * result before the period, so a change in its first month is marked).
 */
export async function evolucaoCusto(
  db: Db,
  tipo: TipoEvolucao,
  cod: number,
  periodo: PeriodoRelatorio = {},
): Promise<EvolucaoCusto> {
  const { inicio, fim, fechamentos } = await fechamentosDoPeriodo(db, periodo);
  const ids = fechamentos.map((item) => item.id);
  const counts = await contagens(db, ids);

  const doDepartamento = tipo === 'departamento';
  const matriculas = doDepartamento
    ? sql`(SELECT DISTINCT d.mat FROM fechamento_colaborador d WHERE d.departamento_cod = ${cod}
            ${ids.length > 0 ? sql`AND d.fechamento_id IN (${lista(ids)})` : sql`AND false`})`
    : sql`(${cod})`;
  // Every stored result of the series' employees up to the end of the period (the earlier ones
  // only to know the situation before each closing), in the order of the closings.
  const rows =
    fim === null
      ? []
      : await linhas(
          db,
          sql`
      SELECT r.fechamento_id, r.mat, r.nome, r.funcao_cod, r.funcao_nome, r.regime_cod, r.regime_nome,
             r.departamento_cod, r.departamento_nome, r.carga_horaria,
             r.salario_base::text AS salario_base, r.custo_total::text AS custo_total, r.custo_hora::text AS custo_hora,
             r.detalhamento->'proporcional'->>'salarioMensal' AS salario_mensal
        FROM fechamento_colaborador r
        JOIN fechamento f ON f.id = r.fechamento_id
       WHERE f.ativo AND f.data_inicio <= ${fim} AND r.mat IN ${matriculas}
       ORDER BY f.data_inicio, f.id, r.mat`,
        );
  const resultados: ResultadoSerie[] = rows.map((row) => ({
    fechamentoId: Number(row.fechamento_id),
    matricula: Number(row.mat),
    nome: String(row.nome),
    salarioMensal: texto(row.salario_mensal),
    funcaoCod: inteiro(row.funcao_cod),
    funcao: texto(row.funcao_nome),
    regimeCod: inteiro(row.regime_cod),
    regime: texto(row.regime_nome),
    cargaHoraria: Number(row.carga_horaria),
    departamentoCod: inteiro(row.departamento_cod),
    departamentoNome: texto(row.departamento_nome),
    salarioBase: String(row.salario_base),
    custoTotal: String(row.custo_total),
    custoHora: String(row.custo_hora),
  }));

  // The mean HH of each closing's results of the series (the employee's one, or the department's).
  const hhMedio = new Map(
    (ids.length === 0
      ? []
      : await linhas<{ fechamento_id: number; hh: string }>(
          db,
          sql`SELECT r.fechamento_id, ${custoHoraMedio(sql`r.custo_hora`)}::text AS hh FROM fechamento_colaborador r
               WHERE r.fechamento_id IN (${lista(ids)}) AND ${doDepartamento ? sql`r.departamento_cod = ${cod}` : sql`r.mat = ${cod}`}
               GROUP BY r.fechamento_id`,
        )
    ).map((row) => [Number(row.fechamento_id), row.hh]),
  );

  // History changes of each result against the employee's previous result.
  const ultimo = new Map<number, SituacaoColaborador>();
  const mudancas = new Map<ResultadoSerie, MudancaHistorico[]>();
  for (const resultado of resultados) {
    mudancas.set(resultado, mudancasHistorico(ultimo.get(resultado.matricula), resultado, doDepartamento));
    ultimo.set(resultado.matricula, resultado);
  }

  const pontos: PontoEvolucao[] = fechamentos.map((row) => {
    const item = paraRelatorio(row, counts.get(row.id) ?? 0);
    const doPonto = resultados.filter(
      (resultado) => resultado.fechamentoId === row.id && (!doDepartamento || resultado.departamentoCod === cod),
    );
    const presente = item.calculado && doPonto.length > 0;
    return {
      fechamentoId: row.id,
      label: row.label,
      dataInicio: row.dataInicio,
      dataFim: row.dataFim,
      bloqueio: row.bloqueio,
      calculado: item.calculado,
      mensagem: item.mensagem,
      colaboradores: doPonto.length,
      salario: presente ? somar2(doPonto.map((resultado) => resultado.salarioBase)) : null,
      custoTotal: presente ? somar2(doPonto.map((resultado) => resultado.custoTotal)) : null,
      hh: presente ? (hhMedio.get(row.id) ?? null) : null,
      mudancas: doPonto.flatMap((resultado) => mudancas.get(resultado) ?? []),
    };
  });

  let nome: string | undefined;
  if (doDepartamento) {
    nome = [...resultados].reverse().find((resultado) => resultado.departamentoCod === cod)?.departamentoNome ?? undefined;
    if (!nome) {
      const [cadastro] = await db.select({ nome: departamento.nome }).from(departamento).where(eq(departamento.cod, cod));
      if (!cadastro) throw notFound('Departamento não encontrado.');
      nome = cadastro.nome;
    }
  } else {
    nome = resultados.at(-1)?.nome;
    if (!nome) {
      const [cadastro] = await db
        .select({ nome: colaborador.nome, sobrenome: colaborador.sobrenome })
        .from(colaborador)
        .where(eq(colaborador.mat, cod));
      if (!cadastro) throw notFound('Colaborador não encontrado.');
      nome = `${cadastro.nome} ${cadastro.sobrenome}`.trim();
    }
  }
  return { tipo, cod, nome, inicio, fim, pontos };
}

// ---------------------------------------------------------------------------------- benefits

export interface FiltrosBeneficios extends PeriodoRelatorio {
  benefCod?: number;
  departamentoCod?: number;
  filialCod?: number;
}

/**
 * GET /relatorio-dp/beneficios: per benefit and closing of the period, the employees with it, the
 * company cost (valorEmpresa) and the employee discounts (descontoColaborador), summed from each
 * result's stored breakdown.
 */
export async function relatorioBeneficios(db: Db, filtros: FiltrosBeneficios = {}): Promise<RelatorioBeneficios> {
  const { inicio, fim, fechamentos } = await fechamentosDoPeriodo(db, filtros);
  const ids = fechamentos.map((item) => item.id);
  const counts = await contagens(db, ids);
  const itens = fechamentos.map((row) => paraRelatorio(row, counts.get(row.id) ?? 0));
  const calculados = itens.filter((item) => item.calculado).map((item) => item.id);
  const condicoes = filtrosSql({ departamentoCod: filtros.departamentoCod, filialCod: filtros.filialCod });
  if (filtros.benefCod) condicoes.push(sql`(b->>'benefCod')::int = ${filtros.benefCod}`);
  const rows =
    calculados.length === 0
      ? []
      : await linhas(
          db,
          sql`
      SELECT r.fechamento_id, (b->>'benefCod')::int AS benef_cod, b->>'sigla' AS sigla, b->>'nome' AS nome,
             count(DISTINCT r.mat)::int AS colaboradores,
             sum((b->>'valorEmpresa')::numeric)::text AS custo_empresa,
             sum((b->>'descontoColaborador')::numeric)::text AS desconto
        FROM fechamento_colaborador r, jsonb_array_elements(r.detalhamento->'beneficios') AS b
       WHERE r.fechamento_id IN (${lista(calculados)})${e(condicoes)}
       GROUP BY 1, 2, 3, 4`,
        );
  const porId = new Map(itens.map((item) => [item.id, item]));
  const linhasBeneficio: LinhaBeneficioRelatorio[] = rows
    .map((row) => {
      const item = porId.get(Number(row.fechamento_id))!;
      return {
        fechamentoId: item.id,
        label: item.label,
        dataInicio: item.dataInicio,
        bloqueio: item.bloqueio,
        benefCod: inteiro(row.benef_cod),
        sigla: texto(row.sigla),
        nome: texto(row.nome),
        colaboradores: Number(row.colaboradores),
        custoEmpresa: String(row.custo_empresa),
        descontoColaborador: String(row.desconto),
      };
    })
    .sort(
      (a, b) =>
        a.dataInicio.localeCompare(b.dataInicio) || a.fechamentoId - b.fechamentoId || (a.nome ?? '').localeCompare(b.nome ?? '', 'pt-BR'),
    );
  return { inicio, fim, fechamentos: itens, linhas: linhasBeneficio };
}

// ------------------------------------------------------------------------------------ options

/** GET /relatorio-dp/opcoes: the employees, departments, branches, regimes and benefits found in the results. */
export async function opcoesRelatorio(db: Db): Promise<OpcoesRelatorioDp> {
  const [colaboradores, departamentos, filiais, regimes, beneficios] = await Promise.all([
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.mat) r.mat, r.nome FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           ORDER BY r.mat, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.departamento_cod) r.departamento_cod AS cod, r.departamento_nome AS nome, r.departamento_sigla AS sigla
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           WHERE r.departamento_cod IS NOT NULL ORDER BY r.departamento_cod, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.filial_cod) r.filial_cod AS cod, r.filial_label AS nome
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           WHERE r.filial_cod IS NOT NULL ORDER BY r.filial_cod, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON (r.regime_cod) r.regime_cod AS cod, r.regime_nome AS nome, r.regime_sigla AS sigla
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id
           WHERE r.regime_cod IS NOT NULL ORDER BY r.regime_cod, f.data_inicio DESC, f.id DESC`,
    ),
    linhas(
      db,
      sql`SELECT DISTINCT ON ((b->>'benefCod')::int) (b->>'benefCod')::int AS cod, b->>'nome' AS nome, b->>'sigla' AS sigla
            FROM fechamento_colaborador r JOIN fechamento f ON f.id = r.fechamento_id, jsonb_array_elements(r.detalhamento->'beneficios') AS b
           WHERE b->>'benefCod' IS NOT NULL ORDER BY (b->>'benefCod')::int, f.data_inicio DESC, f.id DESC`,
    ),
  ]);
  const porNome = <T extends { nome: string }>(items: T[]) => items.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return {
    colaboradores: porNome(colaboradores.map((row) => ({ matricula: Number(row.mat), nome: String(row.nome) }))),
    departamentos: porNome(
      departamentos.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}`, sigla: texto(row.sigla) })),
    ),
    filiais: porNome(filiais.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}` }))),
    regimes: porNome(
      regimes.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}`, sigla: texto(row.sigla) })),
    ),
    beneficios: porNome(
      beneficios.map((row) => ({ cod: Number(row.cod), nome: texto(row.nome) ?? `#${String(row.cod)}`, sigla: texto(row.sigla) })),
    ),
  };
}
