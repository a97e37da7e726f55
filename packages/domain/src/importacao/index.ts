// The file parser (SheetJS) is imported from './importacao/parser' by the screens and the benchmark.
export * from './layouts';
export * from './headers';
export * from './values';
