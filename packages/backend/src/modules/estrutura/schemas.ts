/** Response schema of GET /funcao/listFuncoesAtivos1e2 (the CRUD routes' schemas come from src/http/crud.ts). */
import { errorResponses } from '../../http/schemas';

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

export const funcoesAtivas1e2Schema = {
  tags: ['Cadastros'],
  summary: 'Funções ativas (1) e criadas pelo simulador (2), por código, para o simulador e seletores',
  response: {
    200: { type: 'object', properties: { result: { type: 'array', items: funcaoItem } } },
    ...errorResponses(401, 403),
  },
};
