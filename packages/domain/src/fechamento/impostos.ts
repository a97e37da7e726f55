/**
 * Taxes of the closing (DOMAIN.md 'Payroll closing' items 3-5): each tax's employee part (fixed,
 * percentage or brackets, with the IRRF base and the Lei 15.270 reducer) and company part.
 */
import type { BaseImposto } from '../cadastros/options';
import { Exato, exato, somaExata, UM_EXATO, ZERO_EXATO } from './exato';
import { TabelaFaixas } from './faixas';
import { calcularBaseIrrf, detalharIrrf, reducaoLei15270, type BaseIrrf } from './irrf';
import { MULTA_RESCISORIA_FGTS } from './legalConstants';
import type { DetalheImposto, DetalheIrrf, ImpostoFechamento } from './types';

const MULTA_FGTS = exato(MULTA_RESCISORIA_FGTS);

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
    vigentes.find((faixa) => faixa.baseAliqFaixa)?.baseAliqFaixa ?? valor?.baseAliqDesc ?? 'salario';

  if (valor !== null && valor.tipoImposto === 'fixo') {
    const quantidade = valor.periodoValor === 'dia' ? diasUteis : UM_EXATO;
    preparado.calculo = 'fixo';
    preparado.colaborador = { base: null, valor: exato(valor.valorFixo, 'valorFixo').times(quantidade) };
    preparado.filial = { base: null, valor: exato(valor.valorFilial, 'valorFilial').times(quantidade) };
    return preparado;
  }
  if (todas.length > 0 && vigentes.length === 0) {
    avisos.push(`${rotulo}: nenhuma faixa vigente em ${data}.`);
  }
  if (valor !== null) {
    const aliquotaFilial = exato(valor.aliquotaFilial, 'aliquotaFilial');
    const valorFilial = exato(valor.valorFilial, 'valorFilial');
    preparado.aliquotaFilial = aliquotaFilial;
    preparado.filial = { base: valor.baseAliqFilial ?? 'salario', calcular: valorMaisAliquota(valorFilial, aliquotaFilial) };
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
  const aliquotaDesc = exato(valor.aliquotaDesc, 'aliquotaDesc');
  const valorDesc = exato(valor.valorDesc, 'valorDesc');
  preparado.calculo = 'percentual';
  preparado.colaborador = { base: valor.baseAliqDesc ?? 'salario', calcular: valorMaisAliquota(valorDesc, aliquotaDesc) };
  return preparado;
}

/** The taxes of a regime and branch prepared for a closing, with what follows from them alone. */
export interface ImpostosPreparados {
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

export function prepararImpostos(impostos: readonly ImpostoFechamento[], data: string, diasUteis: Exato): ImpostosPreparados {
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

/**
 * The tax lists of one closing (reference date `data`, `diasUteis`): each list is prepared once and
 * reused for every employee that shares it (the same object: the backend hands the employees of a
 * regime and branch the same list).
 */
export function impostosDoFechamento(data: string, diasUteis: Exato): (impostos: readonly ImpostoFechamento[]) => ImpostosPreparados {
  const impostosPreparados = new Map<readonly ImpostoFechamento[], ImpostosPreparados>();
  return (impostos) => {
    let preparados = impostosPreparados.get(impostos);
    if (preparados === undefined) {
      preparados = prepararImpostos(impostos, data, diasUteis);
      impostosPreparados.set(impostos, preparados);
    }
    return preparados;
  };
}

/** One employee's taxes: the breakdown and the sums the closing needs. */
export interface ImpostosDoColaborador {
  detalhes: DetalheImposto[];
  /** The IRRF breakdown: the income tax's, else the IRRF base alone when a tax uses it. */
  irrf: DetalheIrrf | null;
  /** Employee parts. */
  impostoTotal: Exato;
  /** Company parts. */
  encargos: Exato;
  /** Company parts of FGTS taxes. */
  fgts: Exato;
}

/**
 * Items 3-4 for one employee: the taxes on base salario first, then those on base imposto (gross -
 * taxes on salary - deductions). Warnings are added to `avisos`.
 */
export function calcularImpostos(
  preparados: ImpostosPreparados,
  entrada: { bruto: Exato; dependentes: number; data: string; avisos: string[] },
): ImpostosDoColaborador {
  const { bruto, dependentes, data, avisos } = entrada;
  for (const aviso of preparados.avisos) avisos.push(aviso);
  // Loops rather than map/find: no closure per employee.
  const impostos: EstadoImposto[] = [];
  for (const preparado of preparados.impostos) {
    impostos.push({ preparado, parteColaborador: ZERO_EXATO, parteFilial: ZERO_EXATO, baseCalculo: null, faixa: null, reducao: ZERO_EXATO, irrf: null });
  }
  const contexto = { bruto, data, irrf: null as BaseIrrf | null, avisos };
  for (const estado of impostos) calcularPartes(estado, null, ZERO_EXATO, contexto);
  for (const estado of impostos) calcularPartes(estado, 'salario', bruto, contexto);
  let deducaoImpostos = ZERO_EXATO;
  for (const estado of impostos) {
    if (estado.preparado.colaborador.base === 'salario') deducaoImpostos = deducaoImpostos.plus(estado.parteColaborador);
  }
  if (preparados.usaBaseImposto) {
    contexto.irrf = calcularBaseIrrf({ bruto, deducaoImpostos, dependentes, data });
    const baseIrrf = contexto.irrf.base;
    for (const estado of impostos) calcularPartes(estado, 'imposto', baseIrrf, contexto);
  }
  let irrf: DetalheIrrf | null = null;
  for (const estado of impostos) {
    if (estado.irrf !== null) {
      irrf = estado.irrf;
      break;
    }
  }
  if (irrf === null && contexto.irrf) irrf = detalharIrrf(contexto.irrf);
  const detalhes: DetalheImposto[] = [];
  for (const estado of impostos) detalhes.push(detalharImposto(estado));

  let impostoTotal = ZERO_EXATO;
  let encargos = ZERO_EXATO;
  let fgts = ZERO_EXATO;
  for (const estado of impostos) {
    impostoTotal = impostoTotal.plus(estado.parteColaborador);
    encargos = encargos.plus(estado.parteFilial);
    if (estado.preparado.fgts) fgts = fgts.plus(estado.parteFilial);
  }
  return { detalhes, irrf, impostoTotal, encargos, fgts };
}
