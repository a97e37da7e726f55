import { firstDayOfMonth, lastDayOfMonth, type DateValue } from '../format/dates';
import { calcularFechamentoColaborador } from './calcular';
import type {
  BeneficioFechamento,
  Centavos,
  FechamentoColaboradorResultado,
  ImpostoFechamento,
  RegimeProvisoes,
  ValorDecimal,
} from './types';

/**
 * Employee cost simulation (spec 03 sections 2.3 and 3): the closing engine on a hypothetical
 * employee who works the whole month of `data`. The form's `beneficio` is one monthly benefit
 * paid entirely by the company (no discount); pass `beneficios` instead for the detailed ones.
 */
export interface SimulacaoCustoInput {
  salario: ValorDecimal;
  /** Monthly benefit total (form default 3100); ignored when `beneficios` is given. */
  beneficio?: ValorDecimal | null;
  beneficios?: readonly BeneficioFechamento[] | null;
  dependentes?: number | string | null;
  cargaHoraria?: number | string | null;
  regime?: RegimeProvisoes | null;
  /** The regime's taxes with the branch's values and brackets. */
  impostos?: readonly ImpostoFechamento[] | null;
  /** Reference date: its month is simulated (brackets and legal constants in force). */
  data: DateValue;
  diasUteis?: number | string | null;
}

/** The simulation result fields of spec 03 section 3 (the caller adds `funcao`). */
export interface SimulacaoCustoResultado {
  beneficioTotal: Centavos;
  custoHH: Centavos;
  custoHHMeioPeriodo: Centavos;
  custoTotal: Centavos;
  impostoTotal: Centavos;
  provisaoDecimoTerceiro: Centavos;
  provisaoFerias: Centavos;
  provisaoRescisao: Centavos;
  salarioBruto: Centavos;
  salarioFilial: Centavos;
  salarioLiquido: Centavos;
  /** The full closing result, for the breakdown. */
  fechamento: FechamentoColaboradorResultado;
}

export function simularCustoColaborador(input: SimulacaoCustoInput): SimulacaoCustoResultado {
  const beneficios: readonly BeneficioFechamento[] =
    input.beneficios ??
    (input.beneficio === null || input.beneficio === undefined || input.beneficio === ''
      ? []
      : [{ sigla: 'BENEFICIO', nome: 'Benefício (simulação)', valor: input.beneficio, periodoValor: 'mes' }]);
  const fechamento = calcularFechamentoColaborador({
    colaborador: { salario: input.salario, dependentes: input.dependentes, cargaHoraria: input.cargaHoraria },
    regime: input.regime,
    beneficios,
    impostos: input.impostos,
    fechamento: {
      dataInicio: firstDayOfMonth(input.data),
      dataFim: lastDayOfMonth(input.data),
      diasUteis: input.diasUteis,
    },
  });
  return {
    beneficioTotal: fechamento.beneficioTotal,
    custoHH: fechamento.custoHora,
    custoHHMeioPeriodo: fechamento.custoHoraMeioPeriodo,
    custoTotal: fechamento.custoTotal,
    impostoTotal: fechamento.impostoTotal,
    provisaoDecimoTerceiro: fechamento.provisaoDecimoTerceiro,
    provisaoFerias: fechamento.provisaoFerias,
    provisaoRescisao: fechamento.provisaoRescisao,
    salarioBruto: fechamento.salarioBase,
    salarioFilial: fechamento.salarioFilial,
    salarioLiquido: fechamento.salarioLiquido,
    fechamento,
  };
}
