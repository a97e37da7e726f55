/**
 * Projects (spec 01): the list, the detail with its hour cost, the comparison and the real side of
 * planned vs real. Contract in README.md. The other project modules (margens, custos-projeto,
 * clientes) and the reports read projects through these names.
 */
import { projetosRoutes } from './routes';

export {
  buscarProjetosPorChave,
  comparacaoProjetos,
  custoHHDoPeriodo,
  custoHorasPorMes,
  custosExtrasPorMes,
  custosIndiretosPorTipo,
  detalheProjeto,
  divisaoDoPeriodo,
  exigirProjetos,
  exigirProjetosDosPares,
  faturamentoPorMes,
  listarCategorias,
  listarLideres,
  listarProjetos,
  PROJETO_NAO_ENCONTRADO,
  sqlResumoDetalhe,
  type FiguraMensal,
  type Leitura,
  type FiltrosProjetos,
} from './queries';
export { chavesDoCaminho, custoRealPorMes, doPeriodo, periodoDoCaminho } from './service';
export default projetosRoutes;
