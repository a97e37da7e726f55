export * from './types';
export * from './legalConstants';
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
  HORAS_MEIO_PERIODO,
  HORAS_BASE_DIA,
  DIAS_UTEIS_PADRAO,
  type OpcoesFechamento,
  type Proporcionalidade,
  type CalculoBeneficio,
} from './calcular';
export * from './resumo';
export * from './simulacao';
export * from './schema';
export * from './respostas';
export * from './avisos';
