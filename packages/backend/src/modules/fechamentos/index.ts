/**
 * Payroll closings and the HH dashboard (spec 02): contract in README.md. The closing engine, its
 * inputs, the period window and the average hour cost are used by the simulations, the Relatórios
 * DP, the planning and the demo seed through these names.
 */
import { fechamentosRoutes } from './routes';

export {
  calcularColaboradores,
  calcularFechamento,
  LOTE_CALCULO,
  recalcularNaTransacao,
  totaisDe,
  type ResultadoCalculo,
} from './service';
export { baseHorasDaEmpresa } from './service';
export { carregarDados, COLABORADORES_POR_PAGINA, COLABORADORES_POR_PAGINA_PG, montarEntradas, type DadosFechamento, type EntradaColaborador, type PeriodoEntradas } from './service';
export { custoHoraMedio, fechamentosDaJanela, impostosDosRegimes, tabelasDeApoio, type FechamentoRow } from './queries';
export { FECHAMENTO_NAO_ENCONTRADO } from './service';
export { normalizarAte } from './service';
export default fechamentosRoutes;
