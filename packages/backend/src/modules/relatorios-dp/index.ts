/** Relatórios DP (payroll reports from the stored closing results): contract in README.md. */
import { relatoriosDpRoutes } from './routes';

export default relatoriosDpRoutes;
