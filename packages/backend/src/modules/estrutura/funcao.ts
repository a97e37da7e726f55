import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FUNCAO_ATIVO, funcaoSchema } from '@financeiro/domain';
import { funcao } from '../../db/schema';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { registerCrud, type CrudResource } from '../../http/crud';

/**
 * Job functions (spec 02 section 7): /funcao/list, /{cod}, /create, /update/{cod}, plus
 * /funcao/listFuncoesAtivos1e2. `ativo` is 0 (inactive), 1 (active) or 2 (created from the cost
 * simulator). The CBO is not unique: one CBO code legitimately covers several job titles
 * (Desenvolvedor Pleno and Sênior are both 2124-05).
 */
export const funcaoResource: CrudResource<typeof funcao> = {
  label: 'funções',
  tag: 'Cadastros',
  table: funcao,
  key: funcao.cod,
  keyName: 'cod',
  active: funcao.ativo,
  schema: funcaoSchema,
  paths: { list: '/funcao/list', get: '/funcao', create: '/funcao/create', update: '/funcao/update' },
  toColumns: (value) => ({
    cbo: value.cbo,
    nome: value.nome,
    descricao: value.descricao ?? null,
    ativo: value.ativo,
  }),
  toApi: (row) => ({ cod: row.cod, cbo: row.cbo, nome: row.nome, descricao: row.descricao, ativo: row.ativo }),
};

const funcaoItem = {
  type: 'object',
  properties: {
    cod: { type: 'integer' },
    cbo: { type: 'string' },
    nome: { type: 'string' },
    descricao: { type: ['string', 'null'] },
    ativo: { type: 'integer', enum: [1, 2] },
  },
} as const;

export function registerFuncaoRoutes(app: FastifyInstance): void {
  registerCrud(app, funcaoResource);
  app.get(
    '/funcao/listFuncoesAtivos1e2',
    {
      config: sectionRoute('cadastros'),
      schema: {
        tags: ['Cadastros'],
        summary: 'Funções ativas (1) e criadas pelo simulador (2), por código, para o simulador e seletores',
        response: {
          200: { type: 'object', properties: { result: { type: 'array', items: funcaoItem } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(funcao)
        .where(inArray(funcao.ativo, [FUNCAO_ATIVO.ativo, FUNCAO_ATIVO.simulador]))
        .orderBy(asc(funcao.cod));
      return { result: rows.map((row) => funcaoResource.toApi(row)) };
    },
  );
}
