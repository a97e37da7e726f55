/** Capacity reports (spec 03): contract in README.md. */
import { capacidadeRoutes } from './routes';

export { sqlPlanosArea, sqlWorklogsArea } from './queries';
export default capacidadeRoutes;
