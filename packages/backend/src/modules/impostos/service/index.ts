/**
 * The taxes' rules, one entity per file: taxes (imposto.ts), brackets (faixa.ts), values per branch
 * (valor-imposto.ts), contracting regimes and their links (regime.ts); common.ts: NUMERIC columns.
 */
export * from './imposto';
export * from './faixa';
export * from './valor-imposto';
export * from './regime';
export * from "./faixa-imposto";
