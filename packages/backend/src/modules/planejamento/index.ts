/**
 * Financial planning per project (spec 02): contract in README.md. The delivery reports read the
 * planned figures, and the demo seed writes plannings, through these names.
 */
import { planejamentoRoutes } from './routes';

export { funcoesPlanejamento, previstoPorMes, salvarPlanejamento } from './service/planejamento';
export default planejamentoRoutes;
