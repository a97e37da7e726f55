/** The cost evolution of one employee or department over the period (GET /relatorio-dp/evolucao). */
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import {
  mudancasHistorico,
  type EvolucaoCusto,
  type MudancaHistorico,
  type PontoEvolucao,
  type SituacaoColaborador,
  type TipoEvolucao,
} from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { colaborador, departamento } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { custoHoraMedio } from '../../fechamentos';
import { inteiro, linhas, lista, texto } from './comum';
import { contagens, fechamentosDoPeriodo, paraRelatorio, type PeriodoRelatorio } from './fechamentos';

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
  db: Conn,
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
