/**
 * Demo plans (spec 02, mf-planning /projetos/previsao/:key/:id): every month of 2026 of two demo
 * projects, saved through the planning service (the same validation, totals and ids as
 * POST /planejamento), so the projects' planned-vs-real chart and the delivery reports show planned
 * figures on first start. Planned hours per function follow the project's worked hours of the month
 * (the demo worklogs) with a deterministic deviation; months without worklogs plan the average; the
 * hourly rate is the function's average HH of the latest closing. Needs src/seed/projetos.ts and
 * the closings. Margem Prevista (the plan's target margin): 25 % and 20 %, which the demo cost
 * scenario (src/seed/cenarios.ts) puts AURPIX under.
 */
import Decimal from 'decimal.js';
import { chaveMes, diffPlanejamentoSchema, diffVazio, normalizarDiff, type ChaveMes, type DiffPlanejamento } from '@financeiro/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { funcoesPlanejamento, salvarPlanejamento } from '../modules/planejamento';

/**
 * `fatorHoras` (issue 38's demo: the Carteira shows one project 'em risco' and one 'atenção' with a real
 * cause): planned hours = worked × the factor instead of the ±15 % pattern. The plan prices hours at the
 * function's average HH and leaves out people without a function, so the real cost runs above a plan of
 * the same hours (by hour cost and people out of the plan): AURSUS plans 70 % of the logged hours
 * (far above plan: em risco); SMECOM plans 1,8× them, which leaves its real cost ≈ 10 % above plan
 * (atenção with the default thresholds), the cause being its hour cost and people out of the plan.
 */
export const DEMO_PLANOS: ReadonlyArray<{
  projeto: string;
  ano: number;
  margemVenda: string;
  /** The plan's Margem Prevista (issue 39's demo scenario lists the projects that fall below it). */
  margemPrevista?: string;
  fatorHoras?: string;
  indireto: { descricao: string; tipo: 'INFRA_CLOUD' | 'OUTROS_SOFTWARES'; moeda: 'USD' | 'BRL'; valor: string; cotacao: string };
}> = [
  { projeto: 'AUR', ano: 2026, margemVenda: '1.35', margemPrevista: '0.25', indireto: { descricao: 'AWS - ambiente de produção', tipo: 'INFRA_CLOUD', moeda: 'USD', valor: '1850', cotacao: '5.35' } },
  { projeto: 'AURPIX', ano: 2026, margemVenda: '1.25', margemPrevista: '0.20', indireto: { descricao: 'Licenças de ferramentas de teste', tipo: 'OUTROS_SOFTWARES', moeda: 'BRL', valor: '2400', cotacao: '1' } },
  {
    projeto: 'AURSUS',
    ano: 2026,
    margemVenda: '1.3',
    fatorHoras: '0.7',
    indireto: { descricao: 'Monitoramento e alertas', tipo: 'OUTROS_SOFTWARES', moeda: 'BRL', valor: '900', cotacao: '1' },
  },
  {
    projeto: 'SMECOM',
    ano: 2026,
    margemVenda: '1.4',
    fatorHoras: '1.8',
    indireto: { descricao: 'Hospedagem da loja', tipo: 'INFRA_CLOUD', moeda: 'BRL', valor: '1200', cotacao: '1' },
  },
];

/** Planned = worked x (0,85 .. 1,15), a fixed pattern per month and function. */
const desvio = (mes: number, funcao: number) => new Decimal(85 + ((mes * 7 + funcao * 3) % 31)).div(100);

export async function seedPlanejamentos(tx: Db): Promise<void> {
  const { funcoes } = await funcoesPlanejamento(tx);
  const taxa = new Map(funcoes.filter((f) => f.custoHoraMedio !== null).map((f) => [f.cod, new Decimal(f.custoHoraMedio!)]));
  for (const demo of DEMO_PLANOS) {
    const result = (await tx.execute(sql`
      SELECT extract(month FROM w.data)::int AS mes, c.funcao AS funcao, sum(w.time_spent_seconds) / 3600.0 AS horas
        FROM worklog w JOIN projeto p ON p.id = w.projeto_id JOIN colaborador c ON c.mat = w.colaborador_mat
       WHERE p.chave = ${demo.projeto} AND w.data >= ${`${demo.ano}-01-01`}::date AND w.data < ${`${demo.ano + 1}-01-01`}::date
         AND c.funcao IS NOT NULL
       GROUP BY 1, 2 ORDER BY 1, 2`)) as unknown as { rows: Array<{ mes: number; funcao: number; horas: string }> };
    const linhas = result.rows.filter((row) => taxa.has(row.funcao));
    if (linhas.length === 0) continue;
    const porFuncao = new Map<number, Decimal[]>();
    for (const row of linhas) porFuncao.set(row.funcao, [...(porFuncao.get(row.funcao) ?? []), new Decimal(row.horas)]);
    const media = new Map([...porFuncao].map(([funcao, horas]) => [funcao, Decimal.sum(...horas).div(horas.length)]));

    const diff: DiffPlanejamento = diffVazio(demo.projeto, 0);
    diff.updates.margemCusto = demo.margemPrevista;
    let tempId = 1;
    for (let mes = 1; mes <= 12; mes += 1) {
      const chave: ChaveMes = chaveMes(demo.ano, mes);
      diff.novosMeses.push(chave);
      const doMes = linhas.filter((row) => row.mes === mes);
      const horasDoMes = doMes.length > 0 ? doMes.map((row) => [row.funcao, new Decimal(row.horas)] as const) : [...media];
      let custo = new Decimal(0);
      horasDoMes.forEach(([funcao, horas], index) => {
        const fator = demo.fatorHoras ? new Decimal(demo.fatorHoras) : desvio(mes, funcao);
        const planejadas = Decimal.min(999, Decimal.max(1, horas.times(fator).toDecimalPlaces(0)));
        custo = custo.plus(planejadas.times(taxa.get(funcao)!));
        diff.novos.previstoFuncao.push({
          tempId: tempId++,
          indice: index + 1,
          codigo_funcao: funcao,
          horas_funcao: planejadas.toFixed(2),
          custo_venda_funcao: taxa.get(funcao)!.toFixed(2),
          mes_ano: chave,
        });
      });
      const indireto = new Decimal(demo.indireto.valor).times(demo.indireto.cotacao);
      diff.novos.previstoIndireto.push({
        tempId: tempId++,
        indice: 1,
        descricao_custo_indireto: demo.indireto.descricao,
        tipo: demo.indireto.tipo,
        valor_original_custo_indireto: demo.indireto.valor,
        moeda: demo.indireto.moeda,
        cotacao: demo.indireto.cotacao,
        mes_ano: chave,
      });
      diff.updates.valorVenda[chave] = custo.plus(indireto).times(demo.margemVenda).div(1000).round().times(1000).toFixed(2);
    }
    await salvarPlanejamento(tx, normalizarDiff(diffPlanejamentoSchema.validateSync(diff, { stripUnknown: true })), null);
  }
}
