/**
 * Read side of the projects (spec 01 sections 2.1, 2.2, 2.3): the list, the detail with its hour
 * cost, the comparison, and the monthly real figures of the planned-vs-real reports.
 *
 * By concern: the list, filters, categories and leads (lista.ts); the hour cost rule `PRECO` and
 * how a period's worklogs are read (custo-hora.ts); the detail and the indirect costs (detalhe.ts);
 * hours and cost per project and month and the comparison (comparacao.ts); extra costs and revenue
 * per month (realizado.ts). Running a raw statement and its array parameters: src/db/sql.ts.
 */
export * from './lista';
export { divisaoDoPeriodo, type Leitura } from './custo-hora';
export * from './detalhe';
export * from './comparacao';
export * from './realizado';
