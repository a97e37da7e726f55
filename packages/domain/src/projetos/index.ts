export * from './respostas';
