/** Margin reports and margin simulations (spec 01, spec 03): contract in README.md. */
import { margensRoutes } from './routes';

export { salvar as salvarRelatorioMargem, type TipoRelatorio } from './service';
export default margensRoutes;
