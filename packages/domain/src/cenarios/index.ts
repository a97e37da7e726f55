export * from './tipos';
export {
  alteracoesEmVigor,
  calcularCenario,
  calcularLinhasDoCenario,
  calculadoraDoCenario,
  herdarAntes,
  herdeiroDoAntes,
  type AntesDoColaborador,
  isMesCenario,
  mesDaAlteracao,
  mesDaData,
  periodoDoMes,
  somarMeses,
  type AntesDoCenario,
  type CalculadoraDoCenario,
  type OpcoesCalculoCenario,
} from './calcular';
export { diferencaTotais, somadorDoCenario, totaisDoCenario } from './totais';
export * from './repreco';
export * from './tabelas';
export * from './schema';
export * from './respostas';
export * from './projecao';
