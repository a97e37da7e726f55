export * from './definicao';
export { aquecerBase, calcularCedendo, guardadoDaBase, GUARDADOS, LOTE_CENARIO, TOTAIS_GUARDADOS } from './calculo';
export * from './resultado';
export * from './projetos';
export * from './opcoes';
export * from "./base";
export * from './aquecimento';
