export * from './tipos';
export * from './meses';
export * from './totais';
export * from './diff';
export * from './schemas';
