/** The Ativo select of the registration forms (values travel as 'true'/'false', the schema casts). */
export const ATIVO_OPTIONS = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

/** 'Sim' / 'Não' for list columns (accepts booleans and the 1/0 of older records). */
export function simNao(value: unknown): string {
  return value === true || value === 1 || value === '1' || value === 'true' ? 'Sim' : 'Não';
}
