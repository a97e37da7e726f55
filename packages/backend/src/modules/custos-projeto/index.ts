/** Extra costs of projects and exchange rates (spec 01): contract in README.md. */
import { custosProjetoRoutes } from './routes';

export default custosProjetoRoutes;
