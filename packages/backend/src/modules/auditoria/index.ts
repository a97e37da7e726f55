/** Audit trail (issue 37): recording, chain verification, reading, retention. Contract in README.md. */
import auditoriaRoutes from './routes';

export {
  registrarAuditoria,
  LoteDeEntradas,
  registrarEvento,
  diferencas,
  verificarCadeia,
  expurgarTrilha,
  type CampoComparado,
  type NovaEntradaDeAuditoria,
  type AutorDaEntrada,
  type ResultadoDaVerificacao,
} from './service';
export { RetencaoDaTrilha, type OpcoesDaRetencao } from './retencao';
export { IndexadorDaTrilha, type OpcoesDoIndexador } from './indexacao';
export default auditoriaRoutes;
