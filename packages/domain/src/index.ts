export * from './sections';
export * from './validation';
export * from './auth/schemas';
export * from './format';
export * from './documents';
export * from './cadastros';
export * from './fechamento';
export * from './importacao';
