/** Clients and their projects (spec 01): contract in README.md. */
import { clientesRoutes } from './routes';

export { listarClientes } from './service';
export default clientesRoutes;
