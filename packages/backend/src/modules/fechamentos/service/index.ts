/**
 * The closings' rules, one file per concern: the use cases of the routes (fechamentos.ts; the reads of
 * the results, averages and department costs, which decide the 404 and shape the rows: resultados.ts), the
 * engine and its transaction (calculo.ts), the inputs it loads (entradas.ts) and the company's hour
 * base (configuracao.ts).
 */
export * from './fechamentos';
export * from './resultados';
export * from './calculo';
export * from './entradas';
export * from './configuracao';
