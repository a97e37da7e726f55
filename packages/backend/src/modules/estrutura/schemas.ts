/** Request and response schemas of the company structure routes (tag 'Cadastros'). */
import { departamentoSchema, filialSchema, funcaoSchema } from '@financeiro/domain';
import { cadastroSchemas } from '../../http/cadastro-schemas';
import { errorResponses } from '../../http/schemas';

const TAG = 'Cadastros';

export const departamentoSchemas = cadastroSchemas('departamentos', TAG, departamentoSchema);
export const filialSchemas = cadastroSchemas('filiais', TAG, filialSchema);
export const funcaoSchemas = cadastroSchemas('funções', TAG, funcaoSchema);

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
