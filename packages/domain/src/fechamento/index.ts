export * from './types';
export * from './legalConstants';
export * from './tabelasOficiais';
export { centavos } from './decimal';
export { Exato, exato } from './exato';
export * from './faixas';
export * from './irrf';
export {
  calcularFechamentoColaborador,
  calculadoraFechamento,
  type FechamentoColaboradorEntrada,
  calcularBeneficio,
  proporcionalidade,
  flagsProvisao,
  isFgts,
  comOpcoesDeHoras,
  HORAS_MEIO_PERIODO,
  HORAS_BASE_DIA,
  DIAS_UTEIS_PADRAO,
  type OpcoesFechamento,
  BASES_HORAS_CUSTO_HORA,
  BASE_HORAS_CUSTO_HORA_PADRAO,
  BASE_HORAS_CUSTO_HORA_OPTIONS,
  isBaseHorasCustoHora,
  type BaseHorasCustoHora,
  type Proporcionalidade,
  type CalculoBeneficio,
} from './calcular';
export * from './resumo';
export * from './simulacao';
export * from './schema';
export * from './respostas';
export * from './avisos';
export * from './linhas';
