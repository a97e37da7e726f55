/**
 * Every Drizzle/SQL statement of the module, by concern: the closing rows, list and detail
 * (fechamentos.ts); the results, averages, period window and department costs (resultados.ts); the
 * inputs of a calculation (entradas.ts); the calculation's writes and locks (calculo.ts); the
 * company's hour base (configuracao.ts).
 */
export * from './fechamentos';
export * from './resultados';
export * from './entradas';
export * from './calculo';
export * from './configuracao';
