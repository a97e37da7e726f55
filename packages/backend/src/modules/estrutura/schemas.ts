/** Request and response schemas of the company structure routes (tag 'Cadastros'; the answers come from src/http/respostas.ts). */
import { departamentoSchema, filialSchema, funcaoSchema } from '@financeiro/domain';
import { cadastroSchemas } from '../../http/cadastro-schemas';
import { errorResponses } from '../../http/schemas';

const TAG = 'Cadastros';

export const departamentoSchemas = cadastroSchemas('departamentos', TAG, departamentoSchema);
export const filialSchemas = cadastroSchemas('filiais', TAG, filialSchema);
export const funcaoSchemas = cadastroSchemas('funções', TAG, funcaoSchema);

export const funcoesAtivas1e2Schema = {
  tags: ['Cadastros'],
  summary: 'Funções ativas (1) e criadas pelo simulador (2), por código, para o simulador e seletores',
  response: errorResponses(401, 403),
};
