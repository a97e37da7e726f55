export * from './capacidade';
export * from './capacidadeSelecao';
export * from './capacidadeTela';
export * from './capacidadePlanilha';
export * from './comparativo';
export * from './resultadoAnual';
export * from './historico';
export * from './filtros';
