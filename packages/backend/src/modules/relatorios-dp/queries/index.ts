/**
 * Relatórios DP (issue 11): the payroll reports read the stored closing results
 * (`fechamento_colaborador`, one row per employee and closing, with the engine's breakdown in
 * `detalhamento`). Nothing is recalculated: every figure is a sum, a count or a mean of stored
 * per-employee figures, added up exactly by PostgreSQL's NUMERIC (money keeps its 2 places, the
 * hour cost its 4). A closing without results is answered with the closings' message.
 *
 * Per report: the closings, the closing before one and the period's closings (fechamentos.ts); the
 * payroll summary (resumo.ts); the cost evolution (evolucao.ts); the benefits (beneficios.ts); the
 * filter options (opcoes.ts); what they share (comum.ts).
 */
export { fechamentosRelatorio, type PeriodoRelatorio } from './fechamentos';
export * from './resumo';
export * from './evolucao';
export * from './beneficios';
export * from './opcoes';
