/**
 * The four route schemas of a registration entity of spec 02 section 7 (departamento, filial,
 * função, regime de contrato), each module declaring them in its schemas.ts; the routes themselves are
 * declared by `rotasDeCadastro` (rotas-de-cadastro.ts) with the module's service:
 *
 *   GET  {list}?ativo=true|false   -> { result: Row[] }   (sorted by the key, ascending)
 *   GET  {get}/:cod?ativo=...      -> { result: Row }     (404 when absent)
 *   POST {create}                  -> { result: { insertId } }
 *   PUT  {update}/:cod             -> { result: { affectedRows } }
 *
 * Every body is the domain's yup schema, the same one the form uses; errors answer 400
 * `{ errors: [{ field, errorMessage }] }`. Nothing is physically deleted: records are switched off
 * through their `ativo` field.
 */
import type { AnyObjectSchema } from 'yup';
import { ativoQuery } from './ativo';
import { IdParams, yupBody } from './fields';
import { errorResponses } from './schemas';

export const codParams = IdParams('cod');

/** `label`: the plural Portuguese name of the OpenAPI summaries ('departamentos'). */
export function cadastroSchemas<S extends AnyObjectSchema>(label: string, tag: string, schema: S) {
  const tags = [tag];
  const body = yupBody(schema);
  return {
    list: { tags, summary: `Lista de ${label}`, querystring: ativoQuery, response: errorResponses(401, 403) },
    get: { tags, summary: `Detalhe de ${label}`, params: codParams, querystring: ativoQuery, response: errorResponses(401, 403, 404) },
    create: { tags, summary: `Cria ${label}`, body, response: errorResponses(400, 401, 403) },
    update: { tags, summary: `Atualiza ${label}`, params: codParams, body, response: errorResponses(400, 401, 403, 404) },
  };
}
