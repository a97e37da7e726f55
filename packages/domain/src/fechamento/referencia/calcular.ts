/**
 * FROZEN COPY of the closing engine as it was before the issue-4 performance rewrite (calcular.ts,
 * faixas.ts, irrf.ts, decimal.ts of this folder). Not exported, not used by production code: it
 * is the parity oracle of ../paridade.test.ts, which runs it and the production engine on many
 * generated cases and requires identical results (every figure and the whole breakdown). Do not
 * change it to follow a rule change: change the production engine and its tests, then update or
 * drop this oracle on purpose.
 */
import Decimal from 'decimal.js';
import type { BaseBeneficio, BaseImposto } from '../../cadastros/options';
import { DEFAULT_CARGA_HORARIA } from '../../cadastros/colaborador';
import { daysInMonth, parseIsoDate, type DateValue } from '../../format/dates';
import { isoMemo } from '../memo';
import { centavos, dec, dividir, maximo, minimo, soma, taxa, ZERO } from './decimal';
import { calcularPorFaixas, descreverFaixa, faixasVigentes, type CalculoFaixa } from './faixas';
import { calcularBaseIrrf, detalharIrrf, reducaoLei15270, type BaseIrrf } from './irrf';
import { MULTA_RESCISORIA_FGTS } from '../legalConstants';
import type {
  BeneficioFechamento,
  ColaboradorFechamento,
  DetalheBeneficio,
  DetalheFechamento,
  DetalheImposto,
  DetalheIrrf,
  FaixaImpostoFechamento,
  FechamentoColaboradorInput,
  FechamentoColaboradorResultado,
  ImpostoFechamento,
  PeriodoFechamento,
  RegimeProvisoes,
} from '../types';

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
 * - hour cost: a zero divisor (diasUteis or carga_horaria 0) gives 0.
 */

/** Hours of the half-period hour cost (DOMAIN.md item 8). */
export const HORAS_MEIO_PERIODO = 4;
/** Closing default (spec 02 section 9). */
export const DIAS_UTEIS_PADRAO = 30;

const DOZE = new Decimal(12);

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
  fator: Decimal;
}

/**
 * Salary factor of item 1: admitted or dismissed inside the period -> calendar days active in the
 * period / days of the month (of `dataInicio`); otherwise 1; never active in the period -> 0.
 */
export function proporcionalidade(
  colaborador: Pick<ColaboradorFechamento, 'admissao' | 'demissao'>,
  periodo: Pick<PeriodoFechamento, 'dataInicio' | 'dataFim'>,
): Proporcionalidade {
  const inicio = dataIso(periodo.dataInicio, 'dataInicio');
  const fim = dataIso(periodo.dataFim, 'dataFim');
  if (fim < inicio) throw new Error(`Período inválido: ${inicio} a ${fim}`);
  const admissao = dataOpcional(colaborador.admissao, 'admissao');
  const demissao = dataOpcional(colaborador.demissao, 'demissao');
  const primeiro = admissao !== null && admissao > inicio ? admissao : inicio;
  const ultimo = demissao !== null && demissao < fim ? demissao : fim;
  const partes = parseIsoDate(inicio)!;
  const diasMes = daysInMonth(partes.year, partes.month);
  if (ultimo < primeiro) {
    return { ativoNoPeriodo: false, admitidoNoPeriodo: false, demitidoNoPeriodo: false, diasTrabalhados: 0, diasMes, fator: ZERO };
  }
  const admitidoNoPeriodo = admissao !== null && admissao > inicio;
  const demitidoNoPeriodo = demissao !== null && demissao < fim;
  if (!admitidoNoPeriodo && !demitidoNoPeriodo) {
    return { ativoNoPeriodo: true, admitidoNoPeriodo, demitidoNoPeriodo, diasTrabalhados: diasCorridos(inicio, fim), diasMes, fator: new Decimal(1) };
  }
  const diasTrabalhados = diasCorridos(primeiro, ultimo);
  const fator = minimo(new Decimal(1), new Decimal(diasTrabalhados).div(diasMes));
  return { ativoNoPeriodo: true, admitidoNoPeriodo, demitidoNoPeriodo, diasTrabalhados, diasMes, fator };
}

// ------------------------------------------------------------------------------------ benefits

export interface CalculoBeneficio {
  detalhe: DetalheBeneficio;
  valorEmpresa: Decimal;
  desconto: Decimal;
}

/** One benefit (DOMAIN.md item 2), unrounded figures plus the reported breakdown. */
export function calcularBeneficio(beneficio: BeneficioFechamento, salario: Decimal, diasUteis: Decimal): CalculoBeneficio {
  const porDia = beneficio.periodoValor === 'dia';
  const quantidade = porDia ? diasUteis : new Decimal(1);
  const valorBase = dec(beneficio.valor, 'valor').times(quantidade);
  const baseDe = (base: BaseBeneficio | null | undefined, valorBeneficio: Decimal) =>
    base === 'salario' ? salario : valorBeneficio;

  const baseBenef = baseDe(beneficio.baseAliqBenef, valorBase);
  const acrescimos = dec(beneficio.aliquotaBenef, 'aliquotaBenef')
    .times(baseBenef)
    .plus(dec(beneficio.valorBenefAdic, 'valorBenefAdic'))
    .plus(dec(beneficio.aliqBenefAdic, 'aliqBenefAdic').times(baseBenef));
  const subtracoes = dec(beneficio.valorBenefSubtrai, 'valorBenefSubtrai').plus(
    dec(beneficio.aliqBenefSubtrai, 'aliqBenefSubtrai').times(baseBenef),
  );
  const valorBeneficio = maximo(ZERO, valorBase.plus(acrescimos).minus(subtracoes));

  const baseDesc = baseDe(beneficio.baseAliqDesc, valorBeneficio);
  const descontoBruto = dec(beneficio.valorDesc, 'valorDesc')
    .plus(dec(beneficio.aliquotaDesc, 'aliquotaDesc').times(baseDesc))
    .plus(dec(beneficio.valorDescAdic, 'valorDescAdic'))
    .plus(dec(beneficio.aliqDescAdic, 'aliqDescAdic').times(baseDesc))
    .minus(dec(beneficio.valorDescSubtrai, 'valorDescSubtrai'))
    .minus(dec(beneficio.aliqDescSubtrai, 'aliqDescSubtrai').times(baseDesc));
  const desconto = minimo(valorBeneficio, maximo(ZERO, descontoBruto));

  const parteFilial = dec(beneficio.valorFilial, 'valorFilial').plus(
    dec(beneficio.aliquotaFilial, 'aliquotaFilial').times(baseDe(beneficio.baseAliqFilial, valorBeneficio)),
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
      quantidade: quantidade.toString(),
      valorBase: centavos(valorBase),
      acrescimos: centavos(acrescimos),
      subtracoes: centavos(subtracoes),
      valorBeneficio: centavos(valorBeneficio),
      descontoColaborador: centavos(desconto),
      parteFilial: centavos(parteFilial),
      valorEmpresa: centavos(valorEmpresa),
    },
  };
}

// --------------------------------------------------------------------------------------- taxes

/** True when the tax is FGTS: the explicit flag, else its sigla. */
export function isFgts(imposto: Pick<ImpostoFechamento, 'fgts' | 'sigla'>): boolean {
  if (imposto.fgts !== null && imposto.fgts !== undefined) return imposto.fgts;
  return (imposto.sigla ?? '').trim().toUpperCase() === 'FGTS';
}

type Parte = { base: BaseImposto; calcular: (base: Decimal) => Decimal } | { base: null; valor: Decimal };

interface EstadoImposto {
  imposto: ImpostoFechamento;
  calculo: DetalheImposto['calculo'];
  fgts: boolean;
  colaborador: Parte;
  filial: Parte;
  aliquotaFilial: Decimal;
  vigentes: FaixaImpostoFechamento[];
  parteColaborador: Decimal;
  parteFilial: Decimal;
  baseCalculo: Decimal | null;
  faixa: CalculoFaixa | null;
  reducao: Decimal;
  irrf: DetalheIrrf | null;
}

function prepararImposto(
  imposto: ImpostoFechamento,
  data: string,
  diasUteis: Decimal,
  avisos: string[],
): EstadoImposto {
  const rotulo = imposto.sigla ?? imposto.nome ?? (imposto.cod !== null && imposto.cod !== undefined ? `#${imposto.cod}` : 'imposto');
  const todas = imposto.faixas ?? [];
  const vigentes = faixasVigentes(todas, data);
  const valor = imposto.valor ?? null;
  const estado: EstadoImposto = {
    imposto,
    calculo: 'sem_valor',
    fgts: isFgts(imposto),
    colaborador: { base: null, valor: ZERO },
    filial: { base: null, valor: ZERO },
    aliquotaFilial: ZERO,
    vigentes,
    parteColaborador: ZERO,
    parteFilial: ZERO,
    baseCalculo: null,
    faixa: null,
    reducao: ZERO,
    irrf: null,
  };
  const baseFaixas = (): BaseImposto =>
    vigentes.find((faixa) => faixa.base_aliq_faixa)?.base_aliq_faixa ?? valor?.base_aliq_desc ?? 'salario';

  if (valor !== null && valor.tipo_imposto === 'fixo') {
    const quantidade = valor.periodo_valor === 'dia' ? diasUteis : new Decimal(1);
    estado.calculo = 'fixo';
    estado.colaborador = { base: null, valor: dec(valor.valor_fixo, 'valor_fixo').times(quantidade) };
    estado.filial = { base: null, valor: dec(valor.valor_filial, 'valor_filial').times(quantidade) };
    return estado;
  }
  if (todas.length > 0 && vigentes.length === 0) {
    avisos.push(`${rotulo}: nenhuma faixa vigente em ${data}.`);
  }
  if (valor !== null) {
    const aliquotaFilial = dec(valor.aliquota_filial, 'aliquota_filial');
    const valorFilial = dec(valor.valor_filial, 'valor_filial');
    estado.aliquotaFilial = aliquotaFilial;
    estado.filial = {
      base: valor.base_aliq_filial ?? 'salario',
      calcular: (base) => valorFilial.plus(aliquotaFilial.times(base)),
    };
  }
  if (vigentes.length > 0) {
    estado.calculo = 'faixas';
    estado.colaborador = { base: baseFaixas(), calcular: () => ZERO };
    return estado;
  }
  if (valor === null) {
    avisos.push(`${rotulo}: sem valor cadastrado para a filial.`);
    return estado;
  }
  const aliquotaDesc = dec(valor.aliquota_desc, 'aliquota_desc');
  const valorDesc = dec(valor.valor_desc, 'valor_desc');
  estado.calculo = 'percentual';
  estado.colaborador = {
    base: valor.base_aliq_desc ?? 'salario',
    calcular: (base) => valorDesc.plus(aliquotaDesc.times(base)),
  };
  return estado;
}

/** Computes the parts of `estado` whose base is `fase` (null = no base: fixed amounts). */
function calcularPartes(
  estado: EstadoImposto,
  fase: BaseImposto | null,
  baseDe: (base: BaseImposto) => Decimal,
  contexto: { bruto: Decimal; data: string; irrf: BaseIrrf | null; avisos: string[] },
): void {
  const { colaborador, filial } = estado;
  if (colaborador.base === fase) {
    if (colaborador.base === null) estado.parteColaborador = colaborador.valor;
    else if (estado.calculo === 'faixas') {
      const base = baseDe(colaborador.base);
      const resultado = calcularPorFaixas(estado.vigentes, base, contexto.data);
      estado.baseCalculo = base;
      estado.faixa = resultado;
      if (resultado.faixa === null) {
        const rotulo = estado.imposto.sigla ?? estado.imposto.nome ?? 'imposto';
        contexto.avisos.push(`${rotulo}: nenhuma faixa contém a base ${centavos(base)}.`);
      }
      if (colaborador.base === 'imposto') {
        estado.reducao = reducaoLei15270(contexto.bruto, resultado.imposto, contexto.data);
        estado.irrf = detalharIrrf(contexto.irrf!, resultado.imposto, estado.reducao);
      }
      estado.parteColaborador = resultado.imposto.minus(estado.reducao);
    } else {
      const base = baseDe(colaborador.base);
      estado.baseCalculo = base;
      estado.parteColaborador = colaborador.calcular(base);
    }
  }
  if (filial.base === fase) {
    estado.parteFilial = filial.base === null ? filial.valor : filial.calcular(baseDe(filial.base));
  }
}

function detalharImposto(estado: EstadoImposto): DetalheImposto {
  const { imposto } = estado;
  return {
    cod: imposto.cod ?? null,
    sigla: imposto.sigla ?? null,
    nome: imposto.nome ?? null,
    calculo: estado.calculo,
    fgts: estado.fgts,
    base: estado.colaborador.base,
    baseCalculo: estado.baseCalculo === null ? null : centavos(estado.baseCalculo),
    faixa: estado.faixa?.faixa ? descreverFaixa(estado.faixa.faixa) : null,
    impostoFaixa: estado.faixa ? centavos(estado.faixa.imposto) : null,
    limitadoAoTeto: estado.faixa?.limitadoAoTeto ?? false,
    irrf: estado.irrf,
    parteColaborador: centavos(estado.parteColaborador),
    baseFilial: estado.filial.base,
    aliquotaFilial: taxa(estado.aliquotaFilial),
    parteFilial: centavos(estado.parteFilial),
  };
}

// ---------------------------------------------------------------------------------- the closing

/** The per-employee closing result (spec 02 section 3) with its breakdown. */
export function calcularFechamentoColaborador(input: FechamentoColaboradorInput): FechamentoColaboradorResultado {
  const { colaborador, fechamento } = input;
  const dataInicio = dataIso(fechamento.dataInicio, 'dataInicio');
  const dataFim = dataIso(fechamento.dataFim, 'dataFim');
  const dataReferencia = dataOpcional(fechamento.dataReferencia, 'dataReferencia') ?? dataFim;
  const diasUteisNumero = numeroNaoNegativo(fechamento.diasUteis, DIAS_UTEIS_PADRAO, 'diasUteis');
  const diasUteis = new Decimal(diasUteisNumero);
  const cargaHoraria = numeroNaoNegativo(colaborador.carga_horaria, DEFAULT_CARGA_HORARIA, 'carga_horaria');
  const dependentes = numeroNaoNegativo(colaborador.dependentes, 0, 'dependentes');
  const flags = flagsProvisao(input.regime ?? colaborador);
  const avisos: string[] = [];

  // 1. salarioBase
  const prop = proporcionalidade(colaborador, { dataInicio, dataFim });
  const salarioMensal = dec(colaborador.salario, 'salario');
  const bruto = salarioMensal.times(prop.fator);
  if (!prop.ativoNoPeriodo) avisos.push(`Colaborador sem dias de vínculo no período ${dataInicio} a ${dataFim}.`);

  // 2. benefits
  const beneficios = prop.ativoNoPeriodo
    ? (input.beneficios ?? []).map((beneficio) => calcularBeneficio(beneficio, bruto, diasUteis))
    : [];
  const beneficioTotal = soma(beneficios.map((b) => b.valorEmpresa));
  const descontoBeneficios = soma(beneficios.map((b) => b.desconto));

  // 3. taxes: base salario first, then base imposto (gross - taxes on salary - deductions)
  const impostos = prop.ativoNoPeriodo
    ? (input.impostos ?? []).map((imposto) => prepararImposto(imposto, dataReferencia, diasUteis, avisos))
    : [];
  const contexto = { bruto, data: dataReferencia, irrf: null as BaseIrrf | null, avisos };
  for (const estado of impostos) calcularPartes(estado, null, () => ZERO, contexto);
  for (const estado of impostos) calcularPartes(estado, 'salario', () => bruto, contexto);
  const deducaoImpostos = soma(
    impostos.filter((estado) => estado.colaborador.base === 'salario').map((estado) => estado.parteColaborador),
  );
  const usaBaseImposto = impostos.some((e) => e.colaborador.base === 'imposto' || e.filial.base === 'imposto');
  if (usaBaseImposto) {
    contexto.irrf = calcularBaseIrrf({ bruto, deducaoImpostos, dependentes, data: dataReferencia });
    const baseIrrf = contexto.irrf.base;
    for (const estado of impostos) calcularPartes(estado, 'imposto', () => baseIrrf, contexto);
  }
  const irrfDetalhe =
    impostos.find((estado) => estado.irrf !== null)?.irrf ?? (contexto.irrf ? detalharIrrf(contexto.irrf) : null);

  // 4. impostoTotal, salarioLiquido
  const impostoTotal = soma(impostos.map((estado) => estado.parteColaborador));
  const salarioLiquido = bruto.minus(impostoTotal).minus(descontoBeneficios);

  // 5. salarioFilial
  const encargos = soma(impostos.map((estado) => estado.parteFilial));
  const fgts = soma(impostos.filter((estado) => estado.fgts).map((estado) => estado.parteFilial));
  const salarioFilial = bruto.plus(encargos);
  const sobreSalario = impostos.filter(
    (estado) => estado.calculo !== 'fixo' && estado.calculo !== 'sem_valor' && estado.filial.base === 'salario',
  );
  const aliquotaEncargos = soma(sobreSalario.map((estado) => estado.aliquotaFilial));
  const aliquotaFgts = soma(sobreSalario.filter((estado) => estado.fgts).map((estado) => estado.aliquotaFilial));
  const aliquotaEncargosProvisoes = flags.fgts ? aliquotaEncargos : aliquotaEncargos.minus(aliquotaFgts);

  // 6. provisions
  const umDozeAvos = bruto.div(DOZE);
  const baseDecimoTerceiro = flags.decimoTerceiro ? umDozeAvos : ZERO;
  const tercoFerias = flags.ferias && flags.tercoFerias ? umDozeAvos.div(3) : ZERO;
  const baseFerias = flags.ferias ? umDozeAvos.plus(tercoFerias) : ZERO;
  const recesso = !flags.ferias && flags.recesso ? umDozeAvos : ZERO;
  const fatorEncargos = aliquotaEncargosProvisoes.plus(1);
  const provisaoDecimoTerceiro = baseDecimoTerceiro.times(fatorEncargos);
  const provisaoFerias = baseFerias.times(fatorEncargos).plus(recesso);
  const baseProvisoes = baseDecimoTerceiro.plus(baseFerias);
  const baseRescisao = bruto.plus(baseDecimoTerceiro).plus(baseFerias);
  const provisaoRescisao = flags.rescisao
    ? new Decimal(MULTA_RESCISORIA_FGTS).times(aliquotaFgts).times(baseRescisao)
    : ZERO;

  // 7. custoTotal
  const custoTotal = salarioFilial
    .plus(beneficioTotal)
    .plus(provisaoDecimoTerceiro)
    .plus(provisaoFerias)
    .plus(provisaoRescisao);

  // 8. hour cost
  const horasMes = diasUteis.times(cargaHoraria);
  const custoHora = dividir(custoTotal, horasMes);
  const custoHoraMeioPeriodo = dividir(custoTotal, diasUteis.times(HORAS_MEIO_PERIODO));

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
      salarioMensal: centavos(salarioMensal),
    },
    beneficios: beneficios.map((b) => b.detalhe),
    descontoBeneficios: centavos(descontoBeneficios),
    impostos: impostos.map(detalharImposto),
    irrf: irrfDetalhe,
    encargos: {
      aliquotaEncargos: taxa(aliquotaEncargos),
      aliquotaFgts: taxa(aliquotaFgts),
      aliquotaEncargosProvisoes: taxa(aliquotaEncargosProvisoes),
      encargosSemFgts: centavos(encargos.minus(fgts)),
      fgts: centavos(fgts),
      total: centavos(encargos),
    },
    provisoes: {
      baseDecimoTerceiro: centavos(baseDecimoTerceiro),
      baseFerias: centavos(baseFerias),
      tercoFerias: centavos(tercoFerias),
      baseProvisoes: centavos(baseProvisoes),
      encargosProvisoes: centavos(baseProvisoes.times(aliquotaEncargosProvisoes)),
      recesso: centavos(recesso),
      baseRescisao: centavos(baseRescisao),
    },
    horasMes: horasMes.toString(),
    avisos,
  };

  return {
    salarioBase: centavos(bruto),
    beneficioTotal: centavos(beneficioTotal),
    impostoTotal: centavos(impostoTotal),
    salarioLiquido: centavos(salarioLiquido),
    salarioFilial: centavos(salarioFilial),
    provisaoDecimoTerceiro: centavos(provisaoDecimoTerceiro),
    provisaoFerias: centavos(provisaoFerias),
    provisaoRescisao: centavos(provisaoRescisao),
    custoTotal: centavos(custoTotal),
    custoHora: centavos(custoHora),
    custoHoraMeioPeriodo: centavos(custoHoraMeioPeriodo),
    cargaHoraria,
    meioPeriodo: cargaHoraria <= HORAS_MEIO_PERIODO ? 1 : 0,
    detalhamento,
  };
}
