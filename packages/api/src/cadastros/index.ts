export * from './departamentos';
export * from './filiais';
export * from './funcoes';
export * from './regimes';
export * from './beneficios';
export * from './colaboradores';
export * from './impostos';
