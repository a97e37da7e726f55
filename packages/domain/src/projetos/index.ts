export * from './respostas';
export * from './telas';
