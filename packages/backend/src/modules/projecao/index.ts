/** Forecast of projects, portfolio and cash flow (issue 38): contract in README.md. */
import { projecaoRoutes } from './routes';

export { inserirPedidoDaCarteira, lerPedidosDaCarteira, removerPedidosDaCarteira } from './queries';

export { atualizarCarteira, carregarEntradasDeProjecao, PassadaDaCarteira, chavesDaCarteira, entradasAgregadasEmLotes, projetarEGuardar, projetarProjetos, limitesDaCarteira, type EntradaDoProjeto } from './service';
export type { ProjetoDaProjecao } from '@financeiro/domain';
export default projecaoRoutes;
