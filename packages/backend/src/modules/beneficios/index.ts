/**
 * Benefits module (spec 02 section 7, section 'cadastros'): benefits and their values per branch.
 * See README.md. The plugin is the module's default export; no other module uses its names.
 */
import { beneficiosRoutes } from './routes';

export default beneficiosRoutes;
