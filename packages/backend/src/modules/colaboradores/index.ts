/**
 * Employees module (spec 02 section 7, section 'cadastros'): employees, their history and their
 * benefits. See README.md. The plugin is the module's default export; the checks and columns the
 * imports (importacoes) share with the form are its public names.
 */
import { colaboradoresRoutes } from './routes';

export default colaboradoresRoutes;
export {
  aplicarAtualizacaoDoColaborador,
  COLABORADOR_MESSAGES,
  colaboradorErrors,
  type ColaboradorLookups,
  type ColaboradorRow,
  colaboradorToApi,
  historyValues,
  isCpfUniqueViolation,
  listarClassificacoes,
  type ReferenceField,
  toColumns,
} from './service';
export { adjustmentColumns, COLABORADOR_BENEFICIO_MESSAGES } from './service';
export {
  CAMPOS_COLABORADOR,
  carregarNomesDasReferencias,
  colaboradorAuditado,
  entradaDoBeneficio,
  type ColaboradorAuditado,
  type NomesDasReferencias,
} from './service';
