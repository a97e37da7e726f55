export * from './tipos';
export { comparar, compararTotais } from './comparacao';
export { mudancasHistorico, type SituacaoColaborador } from './mudancas';
