export * from './capacidade';
export * from './comparativo';
export * from './resultadoAnual';
export * from './historico';
export * from './filtros';
