import type { BaseBeneficio, BaseImposto } from '../cadastros/options';
import { DEFAULT_CARGA_HORARIA } from '../cadastros/colaborador';
import { daysInMonth, parseIsoDate, type DateValue } from '../format/dates';
import { isoMemo } from './memo';
import { Exato, exato, maiorExato, menorExato, somaExata, UM_EXATO, ZERO_EXATO } from './exato';
import { TabelaFaixas } from './faixas';
import { calcularBaseIrrf, detalharIrrf, reducaoLei15270, type BaseIrrf } from './irrf';
import { MULTA_RESCISORIA_FGTS } from './legalConstants';
import type {
  BeneficioFechamento,
  ColaboradorFechamento,
  DetalheBeneficio,
  DetalheFechamento,
  DetalheImposto,
  DetalheIrrf,
  FechamentoColaboradorInput,
  FechamentoColaboradorResultado,
  ImpostoFechamento,
  PeriodoFechamento,
  RegimeProvisoes,
} from './types';

/**
 * Payroll closing of one employee for one closing period (DOMAIN.md 'Payroll closing', items
 * 1-8). Pure: the caller loads the employee as of the period, the benefits, the regime's taxes
 * with the branch's value rows and brackets, and the closing.
 *
 * Choices beyond DOMAIN.md (documented here, tested beside):
 * - proration: calendar days active inside the period (admission and dismissal days count) /
 *   days of the month of `dataInicio`, only when admission or dismissal falls inside the period;
 *   an employee with no day inside the period gets an all-zero result;
 * - brackets and legal constants: those in force on `dataReferencia` (default `dataFim`);
 * - benefits: the employee discount is kept between 0 and the benefit's value (e.g. the
 *   vale-transporte 6 % of the salary never exceeds the ticket value); what the company pays is
 *   value - discount + the company's own part (`valorFilial`, `aliquotaFilial`); the employee's
 *   rate adjustments (`aliqBenefAdic`...) use the same base as the branch rate (`baseAliqBenef`,
 *   `baseAliqDesc`; default: the benefit's value);
 * - taxes: `fixo` -> employee part `valor_fixo`, company part `valor_filial` (each x diasUteis
 *   when per day); bracketed -> employee part = the bracket's tax (minus the Lei 15.270 reducer
 *   on base imposto), company part `valor_filial + aliquota_filial x base`;
 * - provisions: the paid recess (intern) is reported in `provisaoFerias`; when a regime
 *   provisions vacation, that takes precedence over the recess. FGTS (`provisiona_fgts` false)
 *   is left out of the charge rate on provisions; the termination provision uses the FGTS
 *   company rate whatever that flag says;
 * - hour cost: the total cost rounded to cents (the stored figure) / hours, half-up to 4 decimals
 *   (NUMERIC(14,4)); a zero divisor (diasUteis or carga_horaria 0) gives 0; a part-time employee's
 *   hours are their own workload unless `partTimeColab` is false (then the 8-hour base); with the
 *   company's `baseHoras` 'oito_horas' every employee's hours are diasUteis x 8;
 *   `detalhamento.horasMes` is the divisor used.
 */

/** Hours of the half-period hour cost (DOMAIN.md item 8). */
export const HORAS_MEIO_PERIODO = 4;
/** The daily hours of the full-time hour base (spec 02 section 9: 'The hourly base is 8 hours per day'). */
export const HORAS_BASE_DIA = 8;
/** Closing default (spec 02 section 9). */
export const DIAS_UTEIS_PADRAO = 30;

/**
 * The company setting 'Base diária do custo-hora' (closings README, 'Base do custo-hora'):
 * `carga_colaborador` divides by each employee's own daily workload (DOMAIN.md item 8, the default);
 * `oito_horas` divides every employee's cost by the 8-hour base of spec 02 section 9.
 */
export const BASES_HORAS_CUSTO_HORA = ['carga_colaborador', 'oito_horas'] as const;
export type BaseHorasCustoHora = (typeof BASES_HORAS_CUSTO_HORA)[number];
export const BASE_HORAS_CUSTO_HORA_PADRAO: BaseHorasCustoHora = 'carga_colaborador';
export const BASE_HORAS_CUSTO_HORA_OPTIONS: ReadonlyArray<{ value: BaseHorasCustoHora; label: string; descricao: string }> = [
  {
    value: 'carga_colaborador',
    label: 'Carga horária de cada colaborador',
    descricao: 'Custo-hora = custo total ÷ (dias úteis × carga horária diária do colaborador).',
  },
  {
    value: 'oito_horas',
    label: '8 horas por dia para todos',
    descricao: 'Custo-hora = custo total ÷ (dias úteis × 8 horas), qualquer que seja a carga horária.',
  },
];

export function isBaseHorasCustoHora(value: unknown): value is BaseHorasCustoHora {
  return typeof value === 'string' && (BASES_HORAS_CUSTO_HORA as readonly string[]).includes(value);
}

export interface OpcoesFechamento {
  /**
   * true (default): a part-time employee's hour cost is over their own daily workload
   * (custoTotal / (diasUteis x carga_horaria)); false: over the 8-hour base of the spec.
   */
  partTimeColab?: boolean;
  /** The company's hour base (default `carga_colaborador`); `oito_horas` puts everyone on 8 hours. */
  baseHoras?: BaseHorasCustoHora;
}

/**
 * Hour cost as stored (NUMERIC(14,4)): the stored total cost (cents) / hours, half-up to 4 decimals,
 * so that custo_total / hours gives custo_hora back; a zero divisor gives 0.
 */
function custoPorHora(custoTotalCentavos: Exato, horas: Exato): string {
  return horas.isZero() ? '0.0000' : custoTotalCentavos.quocienteFixo(horas, 4);
}

const DOZE = Exato.deNumero(12);
const TRES = Exato.deNumero(3);
const MULTA_FGTS = exato(MULTA_RESCISORIA_FGTS);

function dataIso(value: DateValue, campo: string): string {
  const iso = isoMemo(value);
  if (iso === '') throw new Error(`Data inválida em ${campo}: ${String(value)}`);
  return iso;
}

function dataOpcional(value: DateValue | null | undefined, campo: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return dataIso(value, campo);
}

function diaJuliano(iso: string): number {
  const parts = parseIsoDate(iso)!;
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;
}

/** Calendar days from `inicio` to `fim`, both included. */
function diasCorridos(inicio: string, fim: string): number {
  return diaJuliano(fim) - diaJuliano(inicio) + 1;
}

function numeroNaoNegativo(value: number | string | null | undefined, padrao: number, campo: string): number {
  if (value === null || value === undefined || value === '') return padrao;
  const numero = Number(value);
  if (!Number.isFinite(numero) || numero < 0) throw new Error(`Valor inválido em ${campo}: ${String(value)}`);
  return numero;
}

interface Flags {
  decimoTerceiro: boolean;
  ferias: boolean;
  tercoFerias: boolean;
  rescisao: boolean;
  fgts: boolean;
  recesso: boolean;
}

/** Provision flags; a missing flag takes the regime_contrato column default (CLT). */
export function flagsProvisao(regime: RegimeProvisoes | null | undefined): Flags {
  const r = regime ?? {};
  return {
    decimoTerceiro: r.provisiona_decimo_terceiro ?? true,
    ferias: r.provisiona_ferias ?? true,
    tercoFerias: r.provisiona_terco_ferias ?? true,
    rescisao: r.provisiona_rescisao ?? true,
    fgts: r.provisiona_fgts ?? true,
    recesso: r.recesso_remunerado ?? false,
  };
}

export interface Proporcionalidade {
  ativoNoPeriodo: boolean;
  admitidoNoPeriodo: boolean;
  demitidoNoPeriodo: boolean;
  diasTrabalhados: number;
  diasMes: number;
  fator: Exato;
}

/**
 * Salary factor of item 1: admitted or dismissed inside the period -> calendar days active in the
 * period / days of the month (of `dataInicio`); otherwise 1; never active in the period -> 0.
 */
export function proporcionalidade(
  colaborador: Pick<ColaboradorFechamento, 'admissao' | 'demissao'>,
  periodo: Pick<PeriodoFechamento, 'dataInicio' | 'dataFim'>,
): Proporcionalidade {
  return proporcionalidadeNoPeriodo(periodo)(colaborador);
}

/** `proporcionalidade` for one period: the period's dates read once, the common case (active all period) one shared object. */
function proporcionalidadeNoPeriodo(
  periodo: Pick<PeriodoFechamento, 'dataInicio' | 'dataFim'>,
): (colaborador: Pick<ColaboradorFechamento, 'admissao' | 'demissao'>) => Proporcionalidade {
  const inicio = dataIso(periodo.dataInicio, 'dataInicio');
  const fim = dataIso(periodo.dataFim, 'dataFim');
  if (fim < inicio) throw new Error(`Período inválido: ${inicio} a ${fim}`);
  const partes = parseIsoDate(inicio)!;
  const diasMes = daysInMonth(partes.year, partes.month);
  const inativo: Proporcionalidade = Object.freeze({
    ativoNoPeriodo: false,
    admitidoNoPeriodo: false,
    demitidoNoPeriodo: false,
    diasTrabalhados: 0,
    diasMes,
    fator: ZERO_EXATO,
  });
  const periodoInteiro: Proporcionalidade = Object.freeze({
    ativoNoPeriodo: true,
    admitidoNoPeriodo: false,
    demitidoNoPeriodo: false,
    diasTrabalhados: diasCorridos(inicio, fim),
    diasMes,
    fator: UM_EXATO,
  });
  return (colaborador) => {
    const admissao = dataOpcional(colaborador.admissao, 'admissao');
    const demissao = dataOpcional(colaborador.demissao, 'demissao');
    const primeiro = admissao !== null && admissao > inicio ? admissao : inicio;
    const ultimo = demissao !== null && demissao < fim ? demissao : fim;
    if (ultimo < primeiro) return inativo;
    const admitidoNoPeriodo = admissao !== null && admissao > inicio;
    const demitidoNoPeriodo = demissao !== null && demissao < fim;
    if (!admitidoNoPeriodo && !demitidoNoPeriodo) return periodoInteiro;
    const diasTrabalhados = diasCorridos(primeiro, ultimo);
    const fator = menorExato(UM_EXATO, Exato.deNumero(diasTrabalhados).div(Exato.deNumero(diasMes)));
    return { ativoNoPeriodo: true, admitidoNoPeriodo, demitidoNoPeriodo, diasTrabalhados, diasMes, fator };
  };
}

// ------------------------------------------------------------------------------------ benefits

export interface CalculoBeneficio {
  detalhe: DetalheBeneficio;
  valorEmpresa: Exato;
  desconto: Exato;
}

/** The benefit's value (first half of item 2): what does not involve the employee's discount. */
interface ValorDoBeneficio {
  quantidade: Exato;
  valorBase: Exato;
  valorBeneficio: Exato;
  /** The breakdown's fields of this half. */
  textos: Pick<DetalheBeneficio, 'quantidade' | 'valorBase' | 'acrescimos' | 'subtracoes' | 'valorBeneficio'>;
}

const baseBeneficio = (base: BaseBeneficio | null | undefined, salario: Exato, valorBeneficio: Exato) =>
  base === 'salario' ? salario : valorBeneficio;

/** A benefit row's amounts and rates, read once (a closing's calculator reads each row once). */
interface BeneficioLido {
  beneficio: BeneficioFechamento;
  valor: Exato;
  aliquotaBenef: Exato;
  valorBenefAdic: Exato;
  aliqBenefAdic: Exato;
  valorBenefSubtrai: Exato;
  aliqBenefSubtrai: Exato;
  valorDesc: Exato;
  aliquotaDesc: Exato;
  valorDescAdic: Exato;
  aliqDescAdic: Exato;
  valorDescSubtrai: Exato;
  aliqDescSubtrai: Exato;
  valorFilial: Exato;
  aliquotaFilial: Exato;
}

function lerBeneficio(beneficio: BeneficioFechamento): BeneficioLido {
  return {
    beneficio,
    valor: exato(beneficio.valor, 'valor'),
    aliquotaBenef: exato(beneficio.aliquotaBenef, 'aliquotaBenef'),
    valorBenefAdic: exato(beneficio.valorBenefAdic, 'valorBenefAdic'),
    aliqBenefAdic: exato(beneficio.aliqBenefAdic, 'aliqBenefAdic'),
    valorBenefSubtrai: exato(beneficio.valorBenefSubtrai, 'valorBenefSubtrai'),
    aliqBenefSubtrai: exato(beneficio.aliqBenefSubtrai, 'aliqBenefSubtrai'),
    valorDesc: exato(beneficio.valorDesc, 'valorDesc'),
    aliquotaDesc: exato(beneficio.aliquotaDesc, 'aliquotaDesc'),
    valorDescAdic: exato(beneficio.valorDescAdic, 'valorDescAdic'),
    aliqDescAdic: exato(beneficio.aliqDescAdic, 'aliqDescAdic'),
    valorDescSubtrai: exato(beneficio.valorDescSubtrai, 'valorDescSubtrai'),
    aliqDescSubtrai: exato(beneficio.aliqDescSubtrai, 'aliqDescSubtrai'),
    valorFilial: exato(beneficio.valorFilial, 'valorFilial'),
    aliquotaFilial: exato(beneficio.aliquotaFilial, 'aliquotaFilial'),
  };
}

function valorDoBeneficio(lido: BeneficioLido, salario: Exato, diasUteis: Exato): ValorDoBeneficio {
  const { beneficio } = lido;
  const porDia = beneficio.periodoValor === 'dia';
  const quantidade = porDia ? diasUteis : UM_EXATO;
  const valorBase = lido.valor.times(quantidade);
  const baseBenef = baseBeneficio(beneficio.baseAliqBenef, salario, valorBase);
  const acrescimos = lido.aliquotaBenef.times(baseBenef).plus(lido.valorBenefAdic).plus(lido.aliqBenefAdic.times(baseBenef));
  const subtracoes = lido.valorBenefSubtrai.plus(lido.aliqBenefSubtrai.times(baseBenef));
  const valorBeneficio = maiorExato(ZERO_EXATO, valorBase.plus(acrescimos).minus(subtracoes));
  return {
    quantidade,
    valorBase,
    valorBeneficio,
    textos: {
      quantidade: quantidade.toString(),
      valorBase: valorBase.centavos(),
      acrescimos: acrescimos.centavos(),
      subtracoes: subtracoes.centavos(),
      valorBeneficio: valorBeneficio.centavos(),
    },
  };
}

/** The employee's discount and the company's part (second half of item 2). */
function descontoDoBeneficio(lido: BeneficioLido, valor: ValorDoBeneficio, salario: Exato): CalculoBeneficio {
  const { beneficio } = lido;
  const { valorBeneficio } = valor;
  const baseDesc = baseBeneficio(beneficio.baseAliqDesc, salario, valorBeneficio);
  const descontoBruto = lido.valorDesc
    .plus(lido.aliquotaDesc.times(baseDesc))
    .plus(lido.valorDescAdic)
    .plus(lido.aliqDescAdic.times(baseDesc))
    .minus(lido.valorDescSubtrai)
    .minus(lido.aliqDescSubtrai.times(baseDesc));
  const desconto = menorExato(valorBeneficio, maiorExato(ZERO_EXATO, descontoBruto));

  const parteFilial = lido.valorFilial.plus(
    lido.aliquotaFilial.times(baseBeneficio(beneficio.baseAliqFilial, salario, valorBeneficio)),
  );
  const valorEmpresa = valorBeneficio.minus(desconto).plus(parteFilial);

  return {
    valorEmpresa,
    desconto,
    detalhe: {
      benefCod: beneficio.benefCod ?? null,
      sigla: beneficio.sigla ?? null,
      nome: beneficio.nome ?? null,
      periodoValor: beneficio.periodoValor,
      quantidade: valor.textos.quantidade,
      valorBase: valor.textos.valorBase,
      acrescimos: valor.textos.acrescimos,
      subtracoes: valor.textos.subtracoes,
      valorBeneficio: valor.textos.valorBeneficio,
      descontoColaborador: desconto.centavos(),
      parteFilial: parteFilial.centavos(),
      valorEmpresa: valorEmpresa.centavos(),
    },
  };
}

/** One benefit (DOMAIN.md item 2), unrounded figures plus the reported breakdown. */
export function calcularBeneficio(beneficio: BeneficioFechamento, salario: Exato, diasUteis: Exato): CalculoBeneficio {
  const lido = lerBeneficio(beneficio);
  return descontoDoBeneficio(lido, valorDoBeneficio(lido, salario, diasUteis), salario);
}

// --------------------------------------------------------------------------------------- taxes

/** True when the tax is FGTS: the explicit flag, else its sigla. */
export function isFgts(imposto: Pick<ImpostoFechamento, 'fgts' | 'sigla'>): boolean {
  if (imposto.fgts !== null && imposto.fgts !== undefined) return imposto.fgts;
  return (imposto.sigla ?? '').trim().toUpperCase() === 'FGTS';
}

type Parte = { base: BaseImposto; calcular: (base: Exato) => Exato } | { base: null; valor: Exato };

/** What a tax computes for any employee of a closing (its value row and brackets parsed once). */
interface ImpostoPreparado {
  imposto: ImpostoFechamento;
  calculo: DetalheImposto['calculo'];
  fgts: boolean;
  colaborador: Parte;
  filial: Parte;
  aliquotaFilial: Exato;
  tabela: TabelaFaixas | null;
}

/** One employee's figures of a tax. */
interface EstadoImposto {
  preparado: ImpostoPreparado;
  parteColaborador: Exato;
  parteFilial: Exato;
  baseCalculo: Exato | null;
  faixa: ReturnType<TabelaFaixas['calcular']> | null;
  reducao: Exato;
  irrf: DetalheIrrf | null;
}

/** `valor + aliquota x base`, as a function of the base; a constant when the rate is zero. */
function valorMaisAliquota(valor: Exato, aliquota: Exato): (base: Exato) => Exato {
  if (aliquota.isZero()) return () => valor;
  return (base) => valor.plus(aliquota.times(base));
}

function prepararImposto(imposto: ImpostoFechamento, data: string, diasUteis: Exato, avisos: string[]): ImpostoPreparado {
  const rotulo = imposto.sigla ?? imposto.nome ?? (imposto.cod !== null && imposto.cod !== undefined ? `#${imposto.cod}` : 'imposto');
  const todas = imposto.faixas ?? [];
  const tabela = new TabelaFaixas(todas, data);
  const vigentes = tabela.vigentes;
  const valor = imposto.valor ?? null;
  const preparado: ImpostoPreparado = {
    imposto,
    calculo: 'sem_valor',
    fgts: isFgts(imposto),
    colaborador: { base: null, valor: ZERO_EXATO },
    filial: { base: null, valor: ZERO_EXATO },
    aliquotaFilial: ZERO_EXATO,
    tabela: null,
  };
  const baseFaixas = (): BaseImposto =>
    vigentes.find((faixa) => faixa.base_aliq_faixa)?.base_aliq_faixa ?? valor?.base_aliq_desc ?? 'salario';

  if (valor !== null && valor.tipo_imposto === 'fixo') {
    const quantidade = valor.periodo_valor === 'dia' ? diasUteis : UM_EXATO;
    preparado.calculo = 'fixo';
    preparado.colaborador = { base: null, valor: exato(valor.valor_fixo, 'valor_fixo').times(quantidade) };
    preparado.filial = { base: null, valor: exato(valor.valor_filial, 'valor_filial').times(quantidade) };
    return preparado;
  }
  if (todas.length > 0 && vigentes.length === 0) {
    avisos.push(`${rotulo}: nenhuma faixa vigente em ${data}.`);
  }
  if (valor !== null) {
    const aliquotaFilial = exato(valor.aliquota_filial, 'aliquota_filial');
    const valorFilial = exato(valor.valor_filial, 'valor_filial');
    preparado.aliquotaFilial = aliquotaFilial;
    preparado.filial = { base: valor.base_aliq_filial ?? 'salario', calcular: valorMaisAliquota(valorFilial, aliquotaFilial) };
  }
  if (vigentes.length > 0) {
    preparado.calculo = 'faixas';
    preparado.tabela = tabela;
    preparado.colaborador = { base: baseFaixas(), calcular: () => ZERO_EXATO };
    return preparado;
  }
  if (valor === null) {
    avisos.push(`${rotulo}: sem valor cadastrado para a filial.`);
    return preparado;
  }
  const aliquotaDesc = exato(valor.aliquota_desc, 'aliquota_desc');
  const valorDesc = exato(valor.valor_desc, 'valor_desc');
  preparado.calculo = 'percentual';
  preparado.colaborador = { base: valor.base_aliq_desc ?? 'salario', calcular: valorMaisAliquota(valorDesc, aliquotaDesc) };
  return preparado;
}

/** The taxes of a regime and branch prepared for a closing, with what follows from them alone. */
interface ImpostosPreparados {
  impostos: ImpostoPreparado[];
  /** Warnings of the preparation (no bracket in force, no value row), repeated for each employee. */
  avisos: string[];
  usaBaseImposto: boolean;
  aliquotaEncargos: Exato;
  aliquotaFgts: Exato;
  /** 40 % x the FGTS rate: the termination provision's rate on its base. */
  multaFgts: Exato;
  /** 1 + aliquotaEncargos: the provisions' factor when the regime provisions FGTS. */
  fatorEncargos: Exato;
  /** aliquotaEncargos - aliquotaFgts: the provisions' charge rate when the regime does not provision FGTS. */
  aliquotaEncargosSemFgts: Exato;
  /** 1 + aliquotaEncargosSemFgts. */
  fatorEncargosSemFgts: Exato;
}

function prepararImpostos(impostos: readonly ImpostoFechamento[], data: string, diasUteis: Exato): ImpostosPreparados {
  const avisos: string[] = [];
  const preparados = impostos.map((imposto) => prepararImposto(imposto, data, diasUteis, avisos));
  const sobreSalario = preparados.filter(
    (imposto) => imposto.calculo !== 'fixo' && imposto.calculo !== 'sem_valor' && imposto.filial.base === 'salario',
  );
  const aliquotaEncargos = somaExata(sobreSalario.map((imposto) => imposto.aliquotaFilial));
  const aliquotaFgts = somaExata(sobreSalario.filter((imposto) => imposto.fgts).map((imposto) => imposto.aliquotaFilial));
  return {
    impostos: preparados,
    avisos,
    usaBaseImposto: preparados.some((p) => p.colaborador.base === 'imposto' || p.filial.base === 'imposto'),
    aliquotaEncargos,
    aliquotaFgts,
    multaFgts: MULTA_FGTS.times(aliquotaFgts),
    fatorEncargos: aliquotaEncargos.plus(UM_EXATO),
    aliquotaEncargosSemFgts: aliquotaEncargos.minus(aliquotaFgts),
    fatorEncargosSemFgts: aliquotaEncargos.minus(aliquotaFgts).plus(UM_EXATO),
  };
}

/** Computes the parts of `estado` whose base is `fase` (null = no base: fixed amounts). */
function calcularPartes(
  estado: EstadoImposto,
  fase: BaseImposto | null,
  base: Exato,
  contexto: { bruto: Exato; data: string; irrf: BaseIrrf | null; avisos: string[] },
): void {
  const { colaborador, filial, calculo, tabela, imposto } = estado.preparado;
  if (colaborador.base === fase) {
    if (colaborador.base === null) estado.parteColaborador = colaborador.valor;
    else if (calculo === 'faixas') {
      const resultado = tabela!.calcular(base);
      estado.baseCalculo = base;
      estado.faixa = resultado;
      if (resultado.faixa === null) {
        const rotulo = imposto.sigla ?? imposto.nome ?? 'imposto';
        contexto.avisos.push(`${rotulo}: nenhuma faixa contém a base ${base.centavos()}.`);
      }
      if (colaborador.base === 'imposto') {
        estado.reducao = reducaoLei15270(contexto.bruto, resultado.imposto, contexto.data);
        estado.irrf = detalharIrrf(contexto.irrf!, resultado.imposto, estado.reducao);
      }
      estado.parteColaborador = resultado.imposto.minus(estado.reducao);
    } else {
      estado.baseCalculo = base;
      estado.parteColaborador = colaborador.calcular(base);
    }
  }
  if (filial.base === fase) {
    estado.parteFilial = filial.base === null ? filial.valor : filial.calcular(base);
  }
}

function detalharImposto(estado: EstadoImposto): DetalheImposto {
  const { imposto, calculo, fgts, colaborador, filial, aliquotaFilial } = estado.preparado;
  return {
    cod: imposto.cod ?? null,
    sigla: imposto.sigla ?? null,
    nome: imposto.nome ?? null,
    calculo,
    fgts,
    base: colaborador.base,
    baseCalculo: estado.baseCalculo === null ? null : estado.baseCalculo.centavos(),
    faixa: estado.faixa?.escolhida ? estado.faixa.escolhida.descrever() : null,
    impostoFaixa: estado.faixa ? estado.faixa.imposto.centavos() : null,
    limitadoAoTeto: estado.faixa?.limitadoAoTeto ?? false,
    irrf: estado.irrf,
    parteColaborador: estado.parteColaborador.centavos(),
    baseFilial: filial.base,
    aliquotaFilial: aliquotaFilial.toString(),
    parteFilial: estado.parteFilial.centavos(),
  };
}

// ---------------------------------------------------------------------------------- the closing

/** An employee's inputs for a closing whose period is given once (see `calculadoraFechamento`). */
export type FechamentoColaboradorEntrada = Omit<FechamentoColaboradorInput, 'fechamento'>;

/**
 * The engine for one closing: the period is read once, and each tax list, bracket table and
 * salary-independent benefit is prepared once and reused for every employee that shares it (the
 * same objects: the backend hands the employees of a regime and branch the same tax list). Use one
 * calculator per calculation (the inputs must not change while it is used); the results are the
 * same as `calcularFechamentoColaborador` on each employee with this period.
 */
export function calculadoraFechamento(
  fechamento: PeriodoFechamento,
  opcoes: OpcoesFechamento = {},
): (input: FechamentoColaboradorEntrada) => FechamentoColaboradorResultado {
  const partTime = opcoes.partTimeColab ?? true;
  const baseOitoHoras = (opcoes.baseHoras ?? BASE_HORAS_CUSTO_HORA_PADRAO) === 'oito_horas';
  const dataInicio = dataIso(fechamento.dataInicio, 'dataInicio');
  const dataFim = dataIso(fechamento.dataFim, 'dataFim');
  const dataReferencia = dataOpcional(fechamento.dataReferencia, 'dataReferencia') ?? dataFim;
  const diasUteisNumero = numeroNaoNegativo(fechamento.diasUteis, DIAS_UTEIS_PADRAO, 'diasUteis');
  const diasUteis = Exato.deNumero(diasUteisNumero);
  const horasMeioPeriodo = diasUteis.times(Exato.deNumero(HORAS_MEIO_PERIODO));
  const proporcao = proporcionalidadeNoPeriodo({ dataInicio, dataFim });
  const semImpostos = prepararImpostos([], dataReferencia, diasUteis);
  const impostosPreparados = new Map<readonly ImpostoFechamento[], ImpostosPreparados>();
  const beneficiosFixos = new Map<BeneficioFechamento, CalculoBeneficio>();

  const impostosDe = (impostos: readonly ImpostoFechamento[]): ImpostosPreparados => {
    let preparados = impostosPreparados.get(impostos);
    if (preparados === undefined) {
      preparados = prepararImpostos(impostos, dataReferencia, diasUteis);
      impostosPreparados.set(impostos, preparados);
    }
    return preparados;
  };
  const horasPorCarga = new Map<number, Exato>();
  const horasDoMes = (cargaHoraria: number): Exato => {
    let horas = horasPorCarga.get(cargaHoraria);
    if (horas === undefined) {
      horas = diasUteis.times(Exato.deNumero(cargaHoraria));
      horasPorCarga.set(cargaHoraria, horas);
    }
    return horas;
  };
  const lidos = new Map<BeneficioFechamento, BeneficioLido>();
  const valoresBeneficio = new Map<BeneficioFechamento, ValorDoBeneficio>();
  const beneficio = (item: BeneficioFechamento, bruto: Exato): CalculoBeneficio => {
    let lido = lidos.get(item);
    if (lido === undefined) {
      lido = lerBeneficio(item);
      lidos.set(item, lido);
    }
    if (item.baseAliqBenef === 'salario') return descontoDoBeneficio(lido, valorDoBeneficio(lido, bruto, diasUteis), bruto);
    // The value does not depend on the salary: computed once for every employee with this row.
    let valor = valoresBeneficio.get(item);
    if (valor === undefined) {
      valor = valorDoBeneficio(lido, bruto, diasUteis);
      valoresBeneficio.set(item, valor);
    }
    if (item.baseAliqDesc === 'salario' || item.baseAliqFilial === 'salario') return descontoDoBeneficio(lido, valor, bruto);
    // Nor does the discount: the same figures and the same (frozen) breakdown for every employee.
    let calculo = beneficiosFixos.get(item);
    if (calculo === undefined) {
      calculo = descontoDoBeneficio(lido, valor, bruto);
      Object.freeze(calculo.detalhe);
      beneficiosFixos.set(item, calculo);
    }
    return calculo;
  };

  return (input) => {
    const { colaborador } = input;
    const cargaHoraria = numeroNaoNegativo(colaborador.carga_horaria, DEFAULT_CARGA_HORARIA, 'carga_horaria');
    const dependentes = numeroNaoNegativo(colaborador.dependentes, 0, 'dependentes');
    const flags = flagsProvisao(input.regime ?? colaborador);
    const avisos: string[] = [];

    // 1. salarioBase
    const prop = proporcao(colaborador);
    const salarioMensal = exato(colaborador.salario, 'salario');
    const bruto = salarioMensal.times(prop.fator);
    if (!prop.ativoNoPeriodo) avisos.push(`Colaborador sem dias de vínculo no período ${dataInicio} a ${dataFim}.`);

    // 2. benefits
    // Loops rather than map/find: no closure per employee.
    const detalhesBeneficios: DetalheBeneficio[] = [];
    let beneficioTotal = ZERO_EXATO;
    let descontoBeneficios = ZERO_EXATO;
    if (prop.ativoNoPeriodo && input.beneficios) {
      for (const item of input.beneficios) {
        const calculo = beneficio(item, bruto);
        detalhesBeneficios.push(calculo.detalhe);
        beneficioTotal = beneficioTotal.plus(calculo.valorEmpresa);
        descontoBeneficios = descontoBeneficios.plus(calculo.desconto);
      }
    }

    // 3. taxes: base salario first, then base imposto (gross - taxes on salary - deductions)
    const preparados = prop.ativoNoPeriodo ? impostosDe(input.impostos ?? []) : semImpostos;
    for (const aviso of preparados.avisos) avisos.push(aviso);
    const impostos: EstadoImposto[] = [];
    for (const preparado of preparados.impostos) {
      impostos.push({ preparado, parteColaborador: ZERO_EXATO, parteFilial: ZERO_EXATO, baseCalculo: null, faixa: null, reducao: ZERO_EXATO, irrf: null });
    }
    const contexto = { bruto, data: dataReferencia, irrf: null as BaseIrrf | null, avisos };
    for (const estado of impostos) calcularPartes(estado, null, ZERO_EXATO, contexto);
    for (const estado of impostos) calcularPartes(estado, 'salario', bruto, contexto);
    let deducaoImpostos = ZERO_EXATO;
    for (const estado of impostos) {
      if (estado.preparado.colaborador.base === 'salario') deducaoImpostos = deducaoImpostos.plus(estado.parteColaborador);
    }
    if (preparados.usaBaseImposto) {
      contexto.irrf = calcularBaseIrrf({ bruto, deducaoImpostos, dependentes, data: dataReferencia });
      const baseIrrf = contexto.irrf.base;
      for (const estado of impostos) calcularPartes(estado, 'imposto', baseIrrf, contexto);
    }
    let irrfDetalhe: DetalheIrrf | null = null;
    for (const estado of impostos) {
      if (estado.irrf !== null) {
        irrfDetalhe = estado.irrf;
        break;
      }
    }
    if (irrfDetalhe === null && contexto.irrf) irrfDetalhe = detalharIrrf(contexto.irrf);
    const detalhesImpostos: DetalheImposto[] = [];
    for (const estado of impostos) detalhesImpostos.push(detalharImposto(estado));

    // 4. impostoTotal, salarioLiquido
    let impostoTotal = ZERO_EXATO;
    let encargos = ZERO_EXATO;
    let fgts = ZERO_EXATO;
    for (const estado of impostos) {
      impostoTotal = impostoTotal.plus(estado.parteColaborador);
      encargos = encargos.plus(estado.parteFilial);
      if (estado.preparado.fgts) fgts = fgts.plus(estado.parteFilial);
    }
    const salarioLiquido = bruto.minus(impostoTotal).minus(descontoBeneficios);

    // 5. salarioFilial
    const salarioFilial = bruto.plus(encargos);
    const { aliquotaEncargos, aliquotaFgts } = preparados;
    const aliquotaEncargosProvisoes = flags.fgts ? aliquotaEncargos : preparados.aliquotaEncargosSemFgts;

    // 6. provisions
    const umDozeAvos = bruto.div(DOZE);
    const baseDecimoTerceiro = flags.decimoTerceiro ? umDozeAvos : ZERO_EXATO;
    const tercoFerias = flags.ferias && flags.tercoFerias ? umDozeAvos.div(TRES) : ZERO_EXATO;
    const baseFerias = flags.ferias ? umDozeAvos.plus(tercoFerias) : ZERO_EXATO;
    const recesso = !flags.ferias && flags.recesso ? umDozeAvos : ZERO_EXATO;
    const fatorEncargos = flags.fgts ? preparados.fatorEncargos : preparados.fatorEncargosSemFgts;
    const provisaoDecimoTerceiro = baseDecimoTerceiro.times(fatorEncargos);
    const provisaoFerias = baseFerias.times(fatorEncargos).plus(recesso);
    const baseProvisoes = baseDecimoTerceiro.plus(baseFerias);
    const baseRescisao = bruto.plus(baseDecimoTerceiro).plus(baseFerias);
    const provisaoRescisao = flags.rescisao ? preparados.multaFgts.times(baseRescisao) : ZERO_EXATO;

    // 7. custoTotal
    const custoTotal = salarioFilial
      .plus(beneficioTotal)
      .plus(provisaoDecimoTerceiro)
      .plus(provisaoFerias)
      .plus(provisaoRescisao);

    // 8. hour cost, over the stored (cents) total cost
    const meioPeriodo = cargaHoraria <= HORAS_MEIO_PERIODO;
    const horasMes = horasDoMes(baseOitoHoras || (meioPeriodo && !partTime) ? HORAS_BASE_DIA : cargaHoraria);
    const custoTotalCentavos = custoTotal.emCentavos();

    const detalhamento: DetalheFechamento = {
      dataInicio,
      dataFim,
      dataReferencia,
      diasUteis: diasUteisNumero,
      proporcional: {
        ativoNoPeriodo: prop.ativoNoPeriodo,
        admitidoNoPeriodo: prop.admitidoNoPeriodo,
        demitidoNoPeriodo: prop.demitidoNoPeriodo,
        diasTrabalhados: prop.diasTrabalhados,
        diasMes: prop.diasMes,
        fator: prop.fator.toString(),
        salarioMensal: salarioMensal.centavos(),
      },
      beneficios: detalhesBeneficios,
      descontoBeneficios: descontoBeneficios.centavos(),
      impostos: detalhesImpostos,
      irrf: irrfDetalhe,
      encargos: {
        aliquotaEncargos: aliquotaEncargos.toString(),
        aliquotaFgts: aliquotaFgts.toString(),
        aliquotaEncargosProvisoes: aliquotaEncargosProvisoes.toString(),
        encargosSemFgts: encargos.minus(fgts).centavos(),
        fgts: fgts.centavos(),
        total: encargos.centavos(),
      },
      provisoes: {
        baseDecimoTerceiro: baseDecimoTerceiro.centavos(),
        baseFerias: baseFerias.centavos(),
        tercoFerias: tercoFerias.centavos(),
        baseProvisoes: baseProvisoes.centavos(),
        encargosProvisoes: baseProvisoes.times(aliquotaEncargosProvisoes).centavos(),
        recesso: recesso.centavos(),
        baseRescisao: baseRescisao.centavos(),
      },
      horasMes: horasMes.toString(),
      avisos,
    };

    return {
      salarioBase: bruto.centavos(),
      beneficioTotal: beneficioTotal.centavos(),
      impostoTotal: impostoTotal.centavos(),
      salarioLiquido: salarioLiquido.centavos(),
      salarioFilial: salarioFilial.centavos(),
      provisaoDecimoTerceiro: provisaoDecimoTerceiro.centavos(),
      provisaoFerias: provisaoFerias.centavos(),
      provisaoRescisao: provisaoRescisao.centavos(),
      custoTotal: custoTotalCentavos.centavos(),
      custoHora: custoPorHora(custoTotalCentavos, horasMes),
      custoHoraMeioPeriodo: custoPorHora(custoTotalCentavos, horasMeioPeriodo),
      cargaHoraria,
      meioPeriodo: meioPeriodo ? 1 : 0,
      detalhamento,
    };
  };
}

/** The per-employee closing result (spec 02 section 3) with its breakdown. */
export function calcularFechamentoColaborador(
  input: FechamentoColaboradorInput,
  opcoes: OpcoesFechamento = {},
): FechamentoColaboradorResultado {
  return calculadoraFechamento(input.fechamento, opcoes)(input);
}
