/** Cost scenarios (issue 39): contract in README.md. The demo seed saves its scenario through `criarCenario`. */
import { cenariosRoutes } from './routes';

export { AquecedorDeCenarios, calcularCedendo, criar as criarCenario, projetos as projetosDoCenario, resultado as resultadoDoCenario, type DefinicaoCenario } from './service';
export default cenariosRoutes;
