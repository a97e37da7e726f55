import Decimal from 'decimal.js';
import { dec, ZERO } from '../fechamento/decimal';
import { daysInMonth, formatDate, lastDayOfMonth } from '../format/dates';
import { formatMoney, formatPercent } from '../format/numbers';
import { formatDesvio, fracaoSobre } from '../format/percentual';
import { chaveParaData, compararChaves, labelMes, proximaChave } from '../planejamento/meses';
import type { ProjecaoProjeto } from './projecao';
import { textoDaCausa } from './variacao';

/**
 * Alert rules of the forecast (issue 38 §3), evaluated after every sync, closing calculation and plan
 * save. Rules are global defaults that a project may override: a field absent (undefined) on the
 * project takes the global value, null switches the rule off for the project.
 *
 * - margem: the margin at completion — the lower of estimates (a) and (b) — is below `margemMinima`.
 *   Not evaluable (condition false) without a sale value.
 * - custo: real cost to date (the variance's window: months before the current one) is above the
 *   planned cost to date by more than `desvioMaximo` ((real − planned) ÷ planned > N). With nothing
 *   planned to date, any real cost crosses it (there is no percentage of a zero plan: the text says
 *   'sem previsto' and the amount).
 * - esgotamento: at the current burn the budget runs out `semanasAntecedencia` weeks or more before the
 *   plan ends. Burn = real cost of the last (up to) 3 whole months before the current one, from the
 *   project's first month (plan or real), over their calendar days. Balance = budget − real to date.
 *   Run-out date = today + floor(balance ÷ burn per day) days (today when the balance is ≤ 0). Plan end
 *   = last day of the plan's last month. Weeks early = floor((plan end − run-out date) ÷ 7 days); the
 *   rule holds when that is ≥ N. Not evaluable without burn history or with no burn.
 *
 * Decisions, per rule (raised once per crossing): condition true and no open alert → 'abrir'; true and
 * open → 'manter' (the text is refreshed); false (or rule off) and open → 'fechar'; false and not
 * open → nothing. Each decision carries its cause from the variance (`textoDaCausa`).
 */

export const TIPOS_ALERTA = ['margem', 'custo', 'esgotamento'] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];

export const TITULOS_ALERTA: Record<TipoAlerta, string> = {
  margem: 'Margem no término abaixo da meta',
  custo: 'Custo realizado acima do previsto',
  esgotamento: 'Orçamento se esgota antes do fim do plano',
};

export interface RegrasAlerta {
  /** Target margin at completion (fraction); null = off. */
  margemMinima: string | null;
  /** Maximum excess of real over planned cost to date (fraction); null = off. */
  desvioMaximo: string | null;
  /** Weeks of advance that raise the run-out alert; null = off. */
  semanasAntecedencia: number | null;
}

/** Global defaults (choice; the administrator changes them). */
export const REGRAS_ALERTA_PADRAO: RegrasAlerta = { margemMinima: '0.15', desvioMaximo: '0.1', semanasAntecedencia: 4 };

/** The rules of one project: its overrides over the global ones (undefined inherits, null switches off). */
export function regrasDoProjeto(globais: RegrasAlerta, doProjeto?: Partial<RegrasAlerta> | null): RegrasAlerta {
  const regras = { ...globais };
  if (!doProjeto) return regras;
  for (const chave of Object.keys(regras) as (keyof RegrasAlerta)[]) {
    const valor = doProjeto[chave];
    if (valor !== undefined) (regras as Record<keyof RegrasAlerta, unknown>)[chave] = valor;
  }
  return regras;
}

export type AcaoAlerta = 'abrir' | 'manter' | 'fechar';

export interface DecisaoAlerta {
  tipo: TipoAlerta;
  acao: AcaoAlerta;
  titulo: string;
  /** What was measured: 'Margem no término de 8,50% (estimativa b); meta 15,00%.' */
  detalhe: string;
  /** The variance's adverse causes, or a sentence saying there is none. */
  causa: string;
}

export const SEM_CAUSA_NA_VARIACAO = 'Sem custo acima do previsto até hoje; a diferença vem do custo a realizar.';

interface Avaliacao {
  condicao: boolean;
  detalhe: string;
}

const NAO_AVALIADA: Avaliacao = { condicao: false, detalhe: '' };

function avaliarMargem(projecao: ProjecaoProjeto, meta: string | null): Avaliacao {
  if (meta === null) return NAO_AVALIADA;
  const candidatas = (
    [
      ['a', projecao.estimativaA.margem],
      ['b', projecao.estimativaB.margem],
    ] as const
  ).filter((item): item is readonly ['a' | 'b', string] => item[1] !== null);
  if (!candidatas.length) return NAO_AVALIADA;
  const [qual, margem] = candidatas.reduce((pior, item) => (dec(item[1]).lessThan(dec(pior[1])) ? item : pior));
  return {
    condicao: dec(margem).lessThan(dec(meta)),
    detalhe: `Margem no término de ${formatPercent(margem)} (estimativa ${qual}); meta ${formatPercent(meta)}.`,
  };
}

function avaliarCusto(projecao: ProjecaoProjeto, limite: string | null): Avaliacao {
  if (limite === null) return NAO_AVALIADA;
  const { previsto, real, ate } = projecao.variacao;
  const desvio = fracaoSobre(dec(real).minus(dec(previsto)), previsto);
  const condicao = desvio === null ? dec(real).greaterThan(0) : dec(desvio).greaterThan(dec(limite));
  return {
    condicao,
    detalhe: `Realizado até ${labelMes(ate)} sobre o previsto: ${formatDesvio(desvio, previsto, real)}; limite ${formatPercent(limite)}.`,
  };
}

const DIA_MS = 86_400_000;
const diaUtc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoDe = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface Esgotamento {
  /** Real cost per day of the burn window (exact). */
  custoPorDia: Decimal;
  dataEsgotamento: string;
  fimDoPlano: string;
  /** floor((plan end − run-out) ÷ 7 days); negative when it runs out after the plan end. */
  semanasAntes: number;
}

/** The run-out reading of the module's rule; null when it cannot be told. */
export function esgotamentoDoOrcamento(projecao: ProjecaoProjeto, hoje: string): Esgotamento | null {
  if (!projecao.fimDoPlano || !projecao.meses.length) return null;
  const primeiro = projecao.meses[0]!.mes;
  let custo = ZERO;
  let dias = 0;
  for (let passo = 3; passo >= 1; passo -= 1) {
    const mes = proximaChave(projecao.mesAtual, -passo);
    if (compararChaves(mes, primeiro) < 0) continue;
    const real = projecao.meses.find((item) => item.mes === mes)?.real ?? '0';
    custo = custo.plus(dec(real));
    const data = chaveParaData(mes);
    dias += daysInMonth(Number(data.slice(0, 4)), Number(data.slice(5, 7)));
  }
  if (dias === 0 || !custo.greaterThan(0)) return null;
  const custoPorDia = custo.div(dias);
  const saldo = dec(projecao.custoPrevisto).minus(dec(projecao.realizado.total));
  const diasAte = saldo.greaterThan(0) ? saldo.div(custoPorDia).floor().toNumber() : 0;
  const esgota = diaUtc(hoje) + diasAte * DIA_MS;
  const fim = lastDayOfMonth(chaveParaData(projecao.fimDoPlano));
  return {
    custoPorDia,
    dataEsgotamento: isoDe(esgota),
    fimDoPlano: fim,
    semanasAntes: Math.floor((diaUtc(fim) - esgota) / DIA_MS / 7),
  };
}

function avaliarEsgotamento(projecao: ProjecaoProjeto, semanas: number | null, hoje: string): Avaliacao {
  if (semanas === null) return NAO_AVALIADA;
  const leitura = esgotamentoDoOrcamento(projecao, hoje);
  if (!leitura) return NAO_AVALIADA;
  const quando =
    leitura.semanasAntes >= 1
      ? `${leitura.semanasAntes} ${leitura.semanasAntes === 1 ? 'semana' : 'semanas'} antes do fim do plano`
      : 'sem antecedência sobre o fim do plano';
  return {
    condicao: leitura.semanasAntes >= semanas,
    detalhe:
      `No ritmo atual (${formatMoney(leitura.custoPorDia.times(30))} a cada 30 dias), o orçamento se esgota em ` +
      `${formatDate(leitura.dataEsgotamento)}, ${quando} (${formatDate(leitura.fimDoPlano)}); limite ${semanas} ${semanas === 1 ? 'semana' : 'semanas'}.`,
  };
}

/** The raise / keep / close decisions of one project (see the module's rules). */
export function avaliarAlertas(entrada: {
  projecao: ProjecaoProjeto;
  regras: RegrasAlerta;
  /** The types of the project's alerts open now. */
  abertos: Iterable<TipoAlerta>;
  hoje: string;
}): DecisaoAlerta[] {
  const { projecao, regras, hoje } = entrada;
  const abertos = new Set(entrada.abertos);
  const avaliacoes: Record<TipoAlerta, Avaliacao> = {
    margem: avaliarMargem(projecao, regras.margemMinima),
    custo: avaliarCusto(projecao, regras.desvioMaximo),
    esgotamento: avaliarEsgotamento(projecao, regras.semanasAntecedencia, hoje),
  };
  const causa = textoDaCausa(projecao.variacao) || SEM_CAUSA_NA_VARIACAO;
  const decisoes: DecisaoAlerta[] = [];
  for (const tipo of TIPOS_ALERTA) {
    const { condicao, detalhe } = avaliacoes[tipo];
    const aberto = abertos.has(tipo);
    if (!condicao && !aberto) continue;
    const acao: AcaoAlerta = condicao ? (aberto ? 'manter' : 'abrir') : 'fechar';
    decisoes.push({ tipo, acao, titulo: TITULOS_ALERTA[tipo], detalhe, causa });
  }
  return decisoes;
}
