import Decimal from 'decimal.js';
import * as yup from 'yup';
import { decimalText, PROJETO_LIMITES, PROJETO_MESSAGES } from '../projetos/schemas';
import { MOEDAS, TIPOS_CUSTO, type MargemCalculada, type Moeda, type RelatorioMargem, type TipoCusto } from '../projetos/respostas';

/**
 * Margin result simulations (spec 03 sections 2.5, 3 'Margin report' and 'Indirect cost', 4, 5):
 * the saved margin simulations of `relatorio_margem` (tipo 'simulacao', the /simulacao/margem
 * calls of the projects module) edited in mf-simulacoes. The margin formula is
 * `calcularMargem` (projetos/margem.ts); this file holds only what the result screen adds.
 */

export const RESULTADO_MESSAGES = {
  obrigatorio: 'Campo obrigatório.',
  valorMaiorQueZero: 'Valor tem que ser maior que 0.',
  realCotacaoZero: 'Real precisa ter cotação 0.',
  erroCalcular: 'Erro ao calcular a margem do projeto.',
  atualizado: 'Dados do relatório atualizados com sucesso!',
  recalcular: 'É necessário recalcular antes de salvar',
} as const;

const M = RESULTADO_MESSAGES;

/** The result form's percent bases, as fractions (decimal strings, 6 places). */
export interface BasesResultado {
  /** Tax on gross revenue = impostos / receita_bruta. */
  baseImpostoSemReceitaBruto: string;
  /** Tax on the result = imposto_sem_resultado / resultado_ir_csll. */
  baseImpostoSemResultado: string;
  /** RV = rv / receita_bruta. */
  baseRV: string;
  /** Operating expense = despesas_operacionais / receita_liquida (the divisor of the domain formula). */
  margemDespesaOperacional: string;
  /** Administrative allocation (not a form field; kept) = rateio_administrativo / receita_liquida. */
  baseRateio: string;
}

function fracao(dividendo: string, divisor: string): string {
  const d = new Decimal(divisor || 0);
  if (d.isZero()) return '0';
  const value = new Decimal(dividendo || 0).div(d).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  return value.isZero() ? '0' : value.toFixed(6);
}

/**
 * Percent bases derived from the stored amounts (spec 03 section 3), 0 when the divisor is 0.
 * Each amount is divided by the base the margin formula applies its rate to (DOMAIN.md: tax and
 * RV on gross revenue, operating expense and allocation on net revenue, the result tax on the
 * pre-tax result), so recalculating an unchanged simulation gives its stored figures back.
 */
export function basesDoResultado(relatorio: Pick<
  RelatorioMargem,
  'receita_bruta' | 'impostos' | 'receita_liquida' | 'rv' | 'despesas_operacionais' | 'rateio_administrativo' | 'resultado_ir_csll' | 'imposto_sem_resultado'
>): BasesResultado {
  return {
    baseImpostoSemReceitaBruto: fracao(relatorio.impostos, relatorio.receita_bruta),
    baseImpostoSemResultado: fracao(relatorio.imposto_sem_resultado, relatorio.resultado_ir_csll),
    baseRV: fracao(relatorio.rv, relatorio.receita_bruta),
    margemDespesaOperacional: fracao(relatorio.despesas_operacionais, relatorio.receita_liquida),
    baseRateio: fracao(relatorio.rateio_administrativo, relatorio.receita_liquida),
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const isNumero = (value: unknown) => typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);

/** The indirect cost of the result screen (spec 03 section 5 messages). BRL has rate 0 on screen. */
export const custoIndiretoResultadoSchema = yup.object({
  tipo_custo: yup
    .string()
    .transform((value: unknown) => (isBlank(value) ? null : value))
    .nullable()
    .required(M.obrigatorio)
        .test('tipo', M.obrigatorio, (value) => value === null || value === undefined || (TIPOS_CUSTO as readonly string[]).includes(value)) as unknown as yup.StringSchema<TipoCusto>,
  descricao: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .nullable()
    .required(M.obrigatorio)
    .max(PROJETO_LIMITES.descricao, PROJETO_MESSAGES.descricaoMax),
  valor: yup
    .string()
    .transform((_value: unknown, original: unknown) => decimalText(original))
    .nullable()
    .required(M.valorMaiorQueZero)
    .test('positivo', M.valorMaiorQueZero, (value) => isNumero(value) && new Decimal(value!).greaterThan(0)),
  moeda: yup
    .string()
    .transform((value: unknown) => (isBlank(value) ? 'BRL' : String(value).toUpperCase()))
    .oneOf([...MOEDAS], M.obrigatorio) as unknown as yup.StringSchema<Moeda>,
  cotacao: yup
    .string()
    .transform((_value: unknown, original: unknown) => decimalText(original))
    .nullable()
    .test('cotacao', M.obrigatorio, function (value) {
      const moeda = (this.parent as { moeda?: string }).moeda ?? 'BRL';
      if (moeda === 'BRL') return value === null || value === undefined || (isNumero(value) && new Decimal(value).isZero()) ? true : this.createError({ message: M.realCotacaoZero });
      return isNumero(value) && new Decimal(value!).greaterThan(0);
    }),
});

/** The result form (spec 03 sections 3 and 5): nome and receitaBruta required. */
export const resultadoFormSchema = yup.object({
  nome: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(M.obrigatorio)
    .max(120, 'Nome deve possuir no máximo 120 caracteres.'),
  receitaBruta: yup
    .string()
    .transform((_value: unknown, original: unknown) => decimalText(original))
    .nullable()
    .required(M.obrigatorio)
    .test('numero', M.obrigatorio, (value) => isNumero(value) && new Decimal(value!).greaterThanOrEqualTo(0)),
  custosIndiretos: yup.array().of(custoIndiretoResultadoSchema).min(1, M.obrigatorio).required(M.obrigatorio),
});

/**
 * The answer of the margin result calculation as spec 03 section 7 names it ('Calculate margin':
 * `data.data[0]`), built from the one margin formula's result.
 */
export interface ResultadoCalculoMargem {
  margemContribuicao: string;
  totalImpostos: string;
  totalReceitaLiquida: string;
  custoTotalVenda: string;
  totalCustoIndireto: string;
  totalResultadoBruto: string;
  totalMargemBruta: string;
  totalDespesasOperacionais: string;
  totalRv: string;
  totalRateioAdministrativo: string;
  totalAntesIRCSLL: string;
  totalImpostoSemResultado: string;
  totalResultadoLiquido: string;
  totalMargemLiquida: string;
}

export function resultadoCalculoDaMargem(margem: MargemCalculada): ResultadoCalculoMargem {
  return {
    margemContribuicao: margem.margemContribuicao,
    totalImpostos: margem.impostos,
    totalReceitaLiquida: margem.receitaLiquida,
    custoTotalVenda: margem.custoTotalVenda,
    totalCustoIndireto: margem.totalCustoIndireto,
    totalResultadoBruto: margem.resultadoBruto,
    totalMargemBruta: margem.margemBruta,
    totalDespesasOperacionais: margem.despesasOperacionais,
    totalRv: margem.rv,
    totalRateioAdministrativo: margem.rateioAdministrativo,
    totalAntesIRCSLL: margem.resultadoAntesIRCSLL,
    totalImpostoSemResultado: margem.impostoSemResultado,
    totalResultadoLiquido: margem.resultadoLiquido,
    totalMargemLiquida: margem.margemLiquida,
  };
}

/** Back to the screens' shape (the result panel), with the inputs the answer does not repeat. */
export function margemDoResultadoCalculo(resultado: ResultadoCalculoMargem, entrada: { receitaBruta: string; custoHH: string }): MargemCalculada {
  return {
    receitaBruta: entrada.receitaBruta,
    custoHH: entrada.custoHH,
    impostos: resultado.totalImpostos,
    receitaLiquida: resultado.totalReceitaLiquida,
    totalCustoIndireto: resultado.totalCustoIndireto,
    custoTotalVenda: resultado.custoTotalVenda,
    resultadoBruto: resultado.totalResultadoBruto,
    margemBruta: resultado.totalMargemBruta,
    margemContribuicao: resultado.margemContribuicao,
    despesasOperacionais: resultado.totalDespesasOperacionais,
    rv: resultado.totalRv,
    rateioAdministrativo: resultado.totalRateioAdministrativo,
    resultadoAntesIRCSLL: resultado.totalAntesIRCSLL,
    impostoSemResultado: resultado.totalImpostoSemResultado,
    resultadoLiquido: resultado.totalResultadoLiquido,
    margemLiquida: resultado.totalMargemLiquida,
  };
}
