export * from './tipos';
export * from './regras';
export * from './schemas';
