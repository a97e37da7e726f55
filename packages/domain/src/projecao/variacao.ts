import Decimal from 'decimal.js';
import { centavos, dec, ZERO } from '../fechamento/decimal';
import { formatMoneyComSinal } from '../format/numbers';
import { compararChaves, ordenarChaves } from '../planejamento/meses';
import type { ChaveMes, MesPlanejamento } from '../planejamento/tipos';
import { repartirCentavos } from './centavos';
import type { ParteReal } from './real';
import { mesPreparado, type FuncaoPlanejada } from './restante';
import type { CustoExtraProjecao } from './tipos';

/**
 * Variance explained (issue 38 §1): real − planned cost to date split into five components that add
 * up EXACTLY, in cents, to the total.
 *
 * "To date" = the months before the current one (whole calendar months). Computed per month m and
 * summed over the months. In month m, for each planned function f (planned hours P_f > 0):
 *   C_f planned cost, p_f = C_f / P_f planned rate, R_f real hours and A_f real hour cost of the
 *   people whose function (in the closing that priced them) is f;
 *   H_P = Σ P_f, H_R = Σ R_f (planned functions only), p̄ = Σ C_f / H_P planned average rate.
 * - horas  = (H_R − H_P) × p̄                      more or fewer hours than planned, at planned rates;
 * - mix    = Σ_f (R_f − H_R × P_f / H_P) × p_f     hours on other planned functions than the plan's shares;
 * - taxa   = Σ_f (A_f − R_f × p_f)                 the real hour cost differs from the planned rate;
 * - foraDoPlano = hour cost of the month's hours of functions not planned in that month, of people
 *   without a function, and of every hour of a month without a plan;
 * - indiretos = the month's extra costs − its planned indirect costs (not one of the four of the issue,
 *   but without it the parts could not add up to the total).
 * horas + mix + taxa = Σ A_f − Σ C_f, so the five add up to real − planned exactly.
 *
 * Rounding: total = (exact real) rounded half-up to cents − planned (already cents); the components
 * are exact and then rounded by largest remainder (`repartirCentavos`, ties in the order horas, mix,
 * taxa, foraDoPlano, indiretos) so that they add up to the total to the cent.
 *
 * Contributors (each row rounded on its own; sorted by absolute value, largest first):
 * - per function: its hours effect (R_f − P_f) × p_f (= its share of horas + mix), its rate effect
 *   A_f − R_f × p_f, its unplanned cost; total = A_f − C_f (+ unplanned cost);
 * - per person: what can be told of a person — the rate effect of their hours (A − R × p_f of their
 *   function) or their whole cost when their hours are outside the plan;
 * - per month: real − planned of the month.
 */

export type ComponenteVariacao = 'horas' | 'mix' | 'taxa' | 'foraDoPlano' | 'indiretos';
export const COMPONENTES_VARIACAO: readonly ComponenteVariacao[] = ['horas', 'mix', 'taxa', 'foraDoPlano', 'indiretos'];

export const LABELS_COMPONENTE_VARIACAO: Record<ComponenteVariacao, string> = {
  horas: 'Horas',
  mix: 'Mix de funções',
  taxa: 'Custo-hora',
  foraDoPlano: 'Fora do plano',
  indiretos: 'Custos indiretos',
};

export interface VariacaoFuncao {
  /** Function code; null for hours of people without a function. */
  cod: number | null;
  nome: string;
  /** (R_f − P_f) × p_f. */
  horas: string;
  taxa: string;
  foraDoPlano: string;
  total: string;
}

export interface VariacaoPessoa {
  mat: string | null;
  nome: string;
  valor: string;
}

export interface VariacaoMes {
  mes: ChaveMes;
  previsto: string;
  real: string;
  valor: string;
}

export interface VariacaoExplicada {
  /** Last month counted (the month before the current one). */
  ate: ChaveMes;
  previsto: string;
  real: string;
  /** real − previsto. */
  total: string;
  componentes: Record<ComponenteVariacao, string>;
  porFuncao: VariacaoFuncao[];
  porPessoa: VariacaoPessoa[];
  porMes: VariacaoMes[];
}

interface AcumFuncao {
  cod: number | null;
  nome: string;
  horas: Decimal;
  taxa: Decimal;
  foraDoPlano: Decimal;
  total: Decimal;
}

const SEM_FUNCOES: ReadonlyMap<number, FuncaoPlanejada> = new Map();

/** What `explicarVariacao` may leave out. */
export interface OpcoesVariacao {
  /**
   * false: no contributors per person nor per month (`porPessoa`, `porMes` = []): the portfolio's lines
   * and alerts read neither, and the priced parts of its aggregate (migration 0107) are per month and
   * function, not per person. Every other figure is the same.
   */
  detalhe?: boolean;
}

const porValor = <T extends { valor: string }>(a: T, b: T) => dec(b.valor).abs().comparedTo(dec(a.valor).abs());

/** The variance of the months before `mesAtual` (see the module's formulas). */
export function explicarVariacao(
  meses: Readonly<Record<ChaveMes, Pick<MesPlanejamento, 'previstoFuncao' | 'previstoIndireto'>>>,
  partes: readonly ParteReal[],
  extras: readonly CustoExtraProjecao[],
  mesAtual: ChaveMes,
  opcoes: OpcoesVariacao = {},
): VariacaoExplicada {
  const detalhe = opcoes.detalhe !== false;
  const antes = (mes: ChaveMes) => compararChaves(mes, mesAtual) < 0;
  const partesPorMes = new Map<ChaveMes, ParteReal[]>();
  for (const parte of partes) {
    if (!antes(parte.mes)) continue;
    const lista = partesPorMes.get(parte.mes) ?? [];
    lista.push(parte);
    partesPorMes.set(parte.mes, lista);
  }
  const extrasPorMes = new Map<ChaveMes, Decimal>();
  for (const extra of extras) {
    if (antes(extra.mes)) extrasPorMes.set(extra.mes, (extrasPorMes.get(extra.mes) ?? ZERO).plus(dec(extra.valor, 'custoExtra')));
  }
  const todos = ordenarChaves(new Set([...Object.keys(meses).filter(antes), ...partesPorMes.keys(), ...extrasPorMes.keys()]));

  const comp: Record<ComponenteVariacao, Decimal> = { horas: ZERO, mix: ZERO, taxa: ZERO, foraDoPlano: ZERO, indiretos: ZERO };
  const funcoes = new Map<string, AcumFuncao>();
  const pessoas = new Map<string, { mat: string | null; nome: string; valor: Decimal }>();
  const porMes: VariacaoMes[] = [];
  let previstoTotal = ZERO;
  let realTotal = ZERO;

  const funcao = (cod: number | null, nome: string) => {
    const chave = cod === null ? 'sem' : String(cod);
    let item = funcoes.get(chave);
    if (!item) {
      item = { cod, nome, horas: ZERO, taxa: ZERO, foraDoPlano: ZERO, total: ZERO };
      funcoes.set(chave, item);
    }
    return item;
  };
  const pessoa = (parte: ParteReal, valor: Decimal) => {
    const chave = parte.mat ?? `nome:${parte.nome}`;
    const item = pessoas.get(chave) ?? { mat: parte.mat, nome: parte.nome, valor: ZERO };
    item.valor = item.valor.plus(valor);
    pessoas.set(chave, item);
  };

  for (const mes of todos) {
    const plano = meses[mes];
    const preparado = plano ? mesPreparado(plano) : null;
    const planejadas = preparado?.planejadas ?? SEM_FUNCOES;
    const real = new Map<number, { horas: Decimal; custo: Decimal }>();
    const previstoMes = preparado?.previstoVariacao ?? ZERO;
    let realMes = extrasPorMes.get(mes) ?? ZERO;
    comp.indiretos = comp.indiretos.plus(realMes.minus(preparado?.indireto ?? ZERO));

    for (const parte of partesPorMes.get(mes) ?? []) {
      realMes = realMes.plus(parte.custo);
      const planejada = parte.funcao ? planejadas.get(parte.funcao.cod) : undefined;
      if (!planejada) {
        comp.foraDoPlano = comp.foraDoPlano.plus(parte.custo);
        const item = funcao(parte.funcao?.cod ?? null, parte.funcao?.nome ?? 'Sem função');
        item.foraDoPlano = item.foraDoPlano.plus(parte.custo);
        item.total = item.total.plus(parte.custo);
        if (detalhe) pessoa(parte, parte.custo);
        continue;
      }
      const acum = real.get(planejada.cod);
      if (acum) {
        acum.horas = acum.horas.plus(parte.horas);
        acum.custo = acum.custo.plus(parte.custo);
      } else {
        real.set(planejada.cod, { horas: ZERO.plus(parte.horas), custo: ZERO.plus(parte.custo) });
      }
      if (detalhe) pessoa(parte, parte.custo.minus(parte.horas.times(planejada.taxa)));
    }

    if (preparado && planejadas.size) {
      const hp = preparado.horasPlanejadas;
      let hr = ZERO;
      for (const f of planejadas.values()) hr = hr.plus(real.get(f.cod)?.horas ?? ZERO);
      comp.horas = comp.horas.plus(hr.minus(hp).times(preparado.taxaMedia));
      for (const f of planejadas.values()) {
        const r = real.get(f.cod) ?? { horas: ZERO, custo: ZERO };
        const p = f.taxa;
        comp.mix = comp.mix.plus(r.horas.minus(hr.times(f.horas).div(hp)).times(p));
        const efeitoTaxa = r.custo.minus(r.horas.times(p));
        comp.taxa = comp.taxa.plus(efeitoTaxa);
        const item = funcao(f.cod, f.nome);
        item.horas = item.horas.plus(r.horas.minus(f.horas).times(p));
        item.taxa = item.taxa.plus(efeitoTaxa);
        item.total = item.total.plus(r.custo.minus(f.custo));
      }
    }
    previstoTotal = previstoTotal.plus(previstoMes);
    realTotal = realTotal.plus(realMes);
    if (detalhe) porMes.push({ mes, previsto: centavos(previstoMes), real: centavos(realMes), valor: centavos(realMes.minus(previstoMes)) });
  }

  const previsto = centavos(previstoTotal);
  const realCentavos = centavos(realTotal);
  const total = centavos(dec(realCentavos).minus(dec(previsto)));
  const repartidos = repartirCentavos(
    COMPONENTES_VARIACAO.map((c) => comp[c]),
    total,
  );
  return {
    ate: todos.length ? todos[todos.length - 1]! : mesAtual,
    previsto,
    real: realCentavos,
    total,
    componentes: Object.fromEntries(COMPONENTES_VARIACAO.map((c, i) => [c, repartidos[i]!])) as Record<ComponenteVariacao, string>,
    porFuncao: [...funcoes.values()]
      .map((f) => ({ cod: f.cod, nome: f.nome, horas: centavos(f.horas), taxa: centavos(f.taxa), foraDoPlano: centavos(f.foraDoPlano), total: centavos(f.total) }))
      .sort((a, b) => dec(b.total).abs().comparedTo(dec(a.total).abs()) || a.nome.localeCompare(b.nome, 'pt-BR')),
    porPessoa: [...pessoas.values()]
      .map((p) => ({ mat: p.mat, nome: p.nome, valor: centavos(p.valor) }))
      .sort((a, b) => porValor(a, b) || a.nome.localeCompare(b.nome, 'pt-BR')),
    porMes: porMes.sort((a, b) => porValor(a, b) || compararChaves(a.mes, b.mes)),
  };
}

export interface CausaVariacao {
  valor: string;
  /** 'por horas acima do previsto em Desenvolvedor Pleno'. */
  descricao: string;
}

/**
 * The causes of a variance, adverse first: per function its hours effect ('por horas acima/abaixo do
 * previsto em F') and its rate effect ('por custo-hora acima/abaixo do previsto em F'), the hours out
 * of the plan ('por pessoas fora do plano') and the indirect costs ('por custos indiretos acima/abaixo
 * do previsto'). Zero-cent causes are left out. Sorted by value, largest first (ties by text).
 */
export function causasDaVariacao(variacao: VariacaoExplicada): CausaVariacao[] {
  const causas: CausaVariacao[] = [];
  const lado = (valor: string) => (dec(valor).isNegative() ? 'abaixo' : 'acima');
  for (const f of variacao.porFuncao) {
    if (f.cod !== null && !dec(f.horas).isZero()) causas.push({ valor: f.horas, descricao: `por horas ${lado(f.horas)} do previsto em ${f.nome}` });
    if (!dec(f.taxa).isZero()) causas.push({ valor: f.taxa, descricao: `por custo-hora ${lado(f.taxa)} do previsto em ${f.nome}` });
  }
  const fora = variacao.componentes.foraDoPlano;
  if (!dec(fora).isZero()) causas.push({ valor: fora, descricao: 'por pessoas fora do plano' });
  const indiretos = variacao.componentes.indiretos;
  if (!dec(indiretos).isZero()) causas.push({ valor: indiretos, descricao: `por custos indiretos ${lado(indiretos)} do previsto` });
  return causas.sort((a, b) => dec(b.valor).comparedTo(dec(a.valor)) || a.descricao.localeCompare(b.descricao, 'pt-BR'));
}

/**
 * The cause text of an alert: the adverse causes (positive values), largest first, at most `maximo`,
 * '+R$ 18.300,00 por horas acima do previsto em Desenvolvedor Pleno; +R$ 6.100,00 por pessoas fora do
 * plano'. '' when nothing costs more than planned.
 */
export function textoDaCausa(variacao: VariacaoExplicada, maximo = 3): string {
  return causasDaVariacao(variacao)
    .filter((causa) => dec(causa.valor).greaterThan(0))
    .slice(0, maximo)
    .map((causa) => `${formatMoneyComSinal(causa.valor)} ${causa.descricao}`)
    .join('; ');
}
