/** Schema of GET /funcao/listFuncoesAtivos1e2 (the CRUD routes' schemas come from src/http/crud.ts; the answers from src/http/respostas.ts). */
import { errorResponses } from '../../http/schemas';

export const funcoesAtivas1e2Schema = {
  tags: ['Cadastros'],
  summary: 'Funções ativas (1) e criadas pelo simulador (2), por código, para o simulador e seletores',
  response: errorResponses(401, 403),
};
