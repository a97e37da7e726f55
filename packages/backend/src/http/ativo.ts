/**
 * `?ativo=` of the list and detail routes, read once here: 'true' | '1' -> true, 'false' | '0' ->
 * false, absent -> no filter. A 0/1/2 column (funções: 2 = created by the cost simulator) reads
 * the same texts as 1 and 0, and '2' as itself.
 */
import { Query, Type } from './fields';

/** The query string of the registration lists and details whose column is 0/1/2 or boolean. */
export const ativoQuery = Query({
  ativo: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0'), Type.Literal('2')], { description: 'Filtra por situação' })),
});

export function lerAtivo(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  return raw === 'true' || raw === '1';
}

/** The same query for a 0/1/2 column. */
export function lerAtivoNumerico(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  return raw === 'true' ? 1 : raw === 'false' ? 0 : Number(raw);
}
