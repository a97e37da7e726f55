/** Audit trail (issue 37): recording, chain verification. Contract in README.md. */
export { registrarAuditoria, registrarEvento, diferencas, verificarCadeia, type CampoComparado, type NovaEntradaDeAuditoria, type AutorDaEntrada, type ResultadoDaVerificacao } from './service';
