/** Team (squad) simulations (spec 03 'Teams'): contract in README.md. */
import { squadsRoutes } from './routes';

export default squadsRoutes;
