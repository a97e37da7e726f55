/** Delivery reports (spec 03): contract in README.md. */
import { relatoriosDeliveryRoutes } from './routes';

export default relatoriosDeliveryRoutes;
