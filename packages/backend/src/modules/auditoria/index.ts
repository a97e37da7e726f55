/** Audit trail (issue 37): recording, chain verification, reading, retention. Contract in README.md. */
import auditoriaRoutes from './routes';

export {
  registrarAuditoria,
  LoteDeEntradas,
  registrarEvento,
  diferencas,
  escritorDaCriacao,
  verificarCadeia,
  expurgarTrilha,
  type CampoComparado,
  type CamposEmJson,
  type NovaEntradaDeAuditoria,
  type AutorDaEntrada,
  type ResultadoDaVerificacao,
} from './service';
export { RetencaoDaTrilha, type OpcoesDaRetencao } from './retencao';
export { IndexadorDaTrilha, type OpcoesDoIndexador } from './indexacao';
export default auditoriaRoutes;
