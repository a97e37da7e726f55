/**
 * Employee cost simulations (spec 03): contract in README.md. Other modules read the user's stored
 * simulations (the squads' catalogue and save) through these names.
 */
import { simulacoesRoutes } from './routes';

export { listar as listarSimulacoes, salvar as salvarSimulacaoCusto, simulacoesAtivas } from './service';
export default simulacoesRoutes;
