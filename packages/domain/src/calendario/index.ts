export * from './feriados';
