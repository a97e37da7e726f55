import { DEFAULT_CARGA_HORARIA } from '../cadastros/colaborador';
import { beneficiosDoFechamento } from './beneficios';
import { BASE_HORAS_CUSTO_HORA_PADRAO, custoPorHora, HORAS_BASE_DIA, HORAS_MEIO_PERIODO, type OpcoesFechamento } from './custoHora';
import { Exato, exato, ZERO_EXATO } from './exato';
import { calcularImpostos, impostosDoFechamento, prepararImpostos } from './impostos';
import { dataIso, dataOpcional, DIAS_UTEIS_PADRAO, flagsProvisao, numeroNaoNegativo, proporcionalidadeNoPeriodo } from './periodo';
import type { DetalheBeneficio, DetalheFechamento, FechamentoColaboradorInput, FechamentoColaboradorResultado, PeriodoFechamento } from './types';

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
 * - taxes: `fixo` -> employee part `valorFixo`, company part `valorFilial` (each x diasUteis
 *   when per day); bracketed -> employee part = the bracket's tax (minus the Lei 15.270 reducer
 *   on base imposto), company part `valorFilial + aliquotaFilial x base`;
 * - provisions: the paid recess (intern) is reported in `provisaoFerias`; when a regime
 *   provisions vacation, that takes precedence over the recess. FGTS (`provisionaFgts` false)
 *   is left out of the charge rate on provisions; the termination provision uses the FGTS
 *   company rate whatever that flag says;
 * - hour cost: the total cost rounded to cents (the stored figure) / hours, half-up to 4 decimals
 *   (NUMERIC(14,4)); a zero divisor (diasUteis or cargaHoraria 0) gives 0; a part-time employee's
 *   hours are their own workload unless `partTimeColab` is false (then the 8-hour base); with the
 *   company's `baseHoras` 'oito_horas' every employee's hours are diasUteis x 8;
 *   `detalhamento.horasMes` is the divisor used.
 *
 * The steps live beside: periodo.ts (inputs, flags, proration), beneficios.ts (item 2), impostos.ts
 * (items 3-5), custoHora.ts (item 8); this file runs them in order and assembles the result.
 */

// The engine's public parts, one import path for the package index and the tests.
export { calcularBeneficio, type CalculoBeneficio } from './beneficios';
export {
  BASE_HORAS_CUSTO_HORA_OPTIONS,
  BASE_HORAS_CUSTO_HORA_PADRAO,
  BASES_HORAS_CUSTO_HORA,
  HORAS_BASE_DIA,
  HORAS_MEIO_PERIODO,
  isBaseHorasCustoHora,
  type BaseHorasCustoHora,
  type OpcoesFechamento,
} from './custoHora';
export { isFgts } from './impostos';
export { DIAS_UTEIS_PADRAO, flagsProvisao, proporcionalidade, type Proporcionalidade } from './periodo';

const DOZE = Exato.deNumero(12);
const TRES = Exato.deNumero(3);

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
  const dataInicio = dataIso(fechamento.dataInicio, 'dataInicio');
  const dataFim = dataIso(fechamento.dataFim, 'dataFim');
  const dataReferencia = dataOpcional(fechamento.dataReferencia, 'dataReferencia') ?? dataFim;
  const diasUteisNumero = numeroNaoNegativo(fechamento.diasUteis, DIAS_UTEIS_PADRAO, 'diasUteis');
  const diasUteis = Exato.deNumero(diasUteisNumero);
  const horasMeioPeriodo = diasUteis.times(Exato.deNumero(HORAS_MEIO_PERIODO));
  const proporcao = proporcionalidadeNoPeriodo({ dataInicio, dataFim });
  const semImpostos = prepararImpostos([], dataReferencia, diasUteis);
  const impostosDe = impostosDoFechamento(dataReferencia, diasUteis);
  const beneficio = beneficiosDoFechamento(diasUteis);
  const horasDoFechamento = passoDasHoras(diasUteis, opcoes);
  return (input) => {
    const { colaborador } = input;
    const cargaHoraria = numeroNaoNegativo(colaborador.cargaHoraria, DEFAULT_CARGA_HORARIA, 'cargaHoraria');
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

    // 3. taxes, 4. impostoTotal
    const preparados = prop.ativoNoPeriodo ? impostosDe(input.impostos ?? []) : semImpostos;
    const impostos = calcularImpostos(preparados, { bruto, dependentes, data: dataReferencia, avisos });
    const { impostoTotal, encargos, fgts } = impostos;
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
    const custoTotalCentavos = custoTotal.emCentavos();
    const { meioPeriodo, horasMes, custoHora } = horasDoFechamento(cargaHoraria, custoTotalCentavos);

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
      impostos: impostos.detalhes,
      irrf: impostos.irrf,
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
      custoHora,
      custoHoraMeioPeriodo: custoPorHora(custoTotalCentavos, horasMeioPeriodo),
      cargaHoraria,
      meioPeriodo: meioPeriodo ? 1 : 0,
      detalhamento,
    };
  };
}

/**
 * Step 8 of the engine (DOMAIN.md item 8) for a period's working days and the options: the divisor
 * of the hour cost (`detalhamento.horasMes`) and the hour cost over the stored total cost. The
 * options (the company's hour base, the part-time rule) are read here and nowhere else in the engine.
 */
function passoDasHoras(diasUteis: Exato, opcoes: OpcoesFechamento) {
  const partTime = opcoes.partTimeColab ?? true;
  const baseOitoHoras = (opcoes.baseHoras ?? BASE_HORAS_CUSTO_HORA_PADRAO) === 'oito_horas';
  const horasPorCarga = new Map<number, Exato>();
  const horasDoMes = (cargaHoraria: number): Exato => {
    let horas = horasPorCarga.get(cargaHoraria);
    if (horas === undefined) {
      horas = diasUteis.times(Exato.deNumero(cargaHoraria));
      horasPorCarga.set(cargaHoraria, horas);
    }
    return horas;
  };
  return (cargaHoraria: number, custoTotalCentavos: Exato) => {
    const meioPeriodo = cargaHoraria <= HORAS_MEIO_PERIODO;
    const horasMes = horasDoMes(baseOitoHoras || (meioPeriodo && !partTime) ? HORAS_BASE_DIA : cargaHoraria);
    return { meioPeriodo, horasMes, custoHora: custoPorHora(custoTotalCentavos, horasMes) };
  };
}

/**
 * A result of the engine under other options: since only step 8 reads them (`passoDasHoras`), the
 * result of a calculator of the same period with `opcoes` is the given one with step 8 run again —
 * the same working days (the result's own `detalhamento.diasUteis`), workload and stored total cost —
 * for `custoHora` and `detalhamento.horasMes`; every other figure is the same. A switch of the company's
 * hour base then costs a division per employee instead of a closing of each (tested equal to running
 * the engine with the options).
 */
export function comOpcoesDeHoras(opcoes: OpcoesFechamento = {}): (resultado: FechamentoColaboradorResultado) => FechamentoColaboradorResultado {
  const porDias = new Map<number, ReturnType<typeof passoDasHoras>>();
  return (resultado) => {
    const dias = resultado.detalhamento.diasUteis;
    let passo = porDias.get(dias);
    if (!passo) porDias.set(dias, (passo = passoDasHoras(Exato.deNumero(dias), opcoes)));
    const { horasMes, custoHora } = passo(resultado.cargaHoraria, exato(resultado.custoTotal, 'custoTotal'));
    return { ...resultado, custoHora, detalhamento: { ...resultado.detalhamento, horasMes: horasMes.toString() } };
  };
}

/** The per-employee closing result (spec 02 section 3) with its breakdown. */
export function calcularFechamentoColaborador(
  input: FechamentoColaboradorInput,
  opcoes: OpcoesFechamento = {},
): FechamentoColaboradorResultado {
  return calculadoraFechamento(input.fechamento, opcoes)(input);
}
