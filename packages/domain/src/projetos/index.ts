export * from './respostas';
export * from './margem';
export * from './periodo';
export * from './comparacao';
export * from './schemas';
export * from './real';
export * from './telas';
