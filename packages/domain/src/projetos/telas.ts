/**
 * Pure helpers of the project screens' forms (spec 01 sections 2, 5 and 9); the rules themselves
 * (periods, conversion, margin, schemas) are in margem.ts, periodo.ts and schemas.ts.
 */
import Decimal from 'decimal.js';
import type { MargemCalculada, Moeda, TipoCusto } from './respostas';

/** Tempo seconds as hours (2 decimals, number for tables and charts). */
export function segundosEmHoras(seconds: number | null | undefined): number {
  if (!seconds || !Number.isFinite(seconds)) return 0;
  return new Decimal(seconds).dividedBy(3600).toDecimalPlaces(2).toNumber();
}

/** The cost creation form (spec 01 section 5). */
export interface CustoForm {
  tipo_custo: TipoCusto | '';
  descricao: string;
  /** Decimal string ('1234.56') or ''. */
  valor: string;
  moeda: Moeda;
  /** Decimal string ('5.432') as the rate field holds it, or ''; only for USD and EUR. */
  cotacao: string;
  /** The date ('yyyy-MM-dd') of the quote the rate was filled from; '' or absent once the rate is typed by hand. */
  cotacao_data?: string;
}

/** A saved report's figures in the calculation's shape. */
export function margemDoRelatorio(relatorio: {
  receita_bruta: string;
  impostos: string;
  receita_liquida: string;
  custo_hora_colaborador: string;
  total_custo_indireto: string;
  custo_venda: string;
  resultado_bruto: string;
  margem_bruta: string;
  margem_contribuicao: string;
  despesas_operacionais: string;
  rv: string;
  rateio_administrativo: string;
  resultado_ir_csll: string;
  imposto_sem_resultado: string;
  resultado_liquido: string;
  margem_liquida: string;
}): MargemCalculada {
  return {
    receitaBruta: relatorio.receita_bruta,
    impostos: relatorio.impostos,
    receitaLiquida: relatorio.receita_liquida,
    custoHH: relatorio.custo_hora_colaborador,
    totalCustoIndireto: relatorio.total_custo_indireto,
    custoTotalVenda: relatorio.custo_venda,
    resultadoBruto: relatorio.resultado_bruto,
    margemBruta: relatorio.margem_bruta,
    margemContribuicao: relatorio.margem_contribuicao,
    despesasOperacionais: relatorio.despesas_operacionais,
    rv: relatorio.rv,
    rateioAdministrativo: relatorio.rateio_administrativo,
    resultadoAntesIRCSLL: relatorio.resultado_ir_csll,
    impostoSemResultado: relatorio.imposto_sem_resultado,
    resultadoLiquido: relatorio.resultado_liquido,
    margemLiquida: relatorio.margem_liquida,
  };
}
