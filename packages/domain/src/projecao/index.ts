export * from './tipos';
export * from './centavos';
export * from './real';
export * from './restante';
export * from './variacao';
export * from './projecao';
export * from './alertas';
export * from './carteira';
