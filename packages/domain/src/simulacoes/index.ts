export * from './custo';
export * from './resultados';
