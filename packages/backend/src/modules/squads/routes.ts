/**
 * Team (squad) simulations API (spec 03 section 7 'Teams'); the contract is README.md beside this
 * file. Section 'simulacoes' on every route; the e-mail of the path or body must be the signed-in
 * user's (403), and a squad of another user is answered as not found (404).
 */
import type { FastifyInstance } from 'fastify';
import { SQUAD_MESSAGES } from '@financeiro/domain';
import { currentUser, requireOwnEmail, sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import * as servico from './service';
import {
  editarSquadBody,
  excluirSquadBody,
  gravarSprintsBody,
  novoSquadBody,
  paramsEmail,
  paramsEmailId,
  removerSprintsBody,
  retirarColabBody,
  SQUAD_DOC,
  TAG,
} from './schemas';

const config = sectionRoute('simulacoes');

export async function squadsRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;

  app.get(
    '/squad-colab/:email/simulacoes',
    {
      config,
      schema: {
        tags: [TAG],
        summary: "Catálogo do 'Adicionar colaborador': as simulações de custo ativas do usuário",
        description:
          '{ data: [{ id (id da simulação de custo), funcao_nome, custo_hora_colaborador, custo_total, regime_sigla, filial_label, beneficio_total, imposto_total, ' +
          'dependentes, salario_bruto, salario_filial, salario_liquido, custo_hora_colaborador_meio_periodo, provisao_decimo_terceiro, provisao_ferias, ' +
          'provisao_rescisao }] } — as mesmas linhas de GET /simulator/:email (mais recentes primeiro).',
        params: paramsEmail,
        response: errorResponses(403),
      },
    },
    async (request) => {
      const user = requireOwnEmail(request, request.params.email);
      return { data: await servico.catalogo(db(), user.email) };
    },
  );

  app.get(
    '/squad/:email',
    {
      config,
      schema: { tags: [TAG], summary: 'Lista os times ativos do usuário', description: `{ data: Squad[] }. ${SQUAD_DOC}`, params: paramsEmail, response: errorResponses(403) },
    },
    async (request) => {
      const user = requireOwnEmail(request, request.params.email);
      return { data: await servico.listar(db(), user.email) };
    },
  );

  app.post(
    '/squad/create',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Cria um time (uma sprint vazia)',
        description: `Corpo { nome (1..10), email }. Resposta { data: Squad, message }. ${SQUAD_DOC}`,
        body: novoSquadBody,
        response: errorResponses(400, 403),
      },
    },
    async (request) => {
      const { email } = currentUser(request);
      return { data: await servico.criar(db(), email, request.body.nome), message: SQUAD_MESSAGES.criado };
    },
  );

  app.get(
    '/squad/:email/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Detalhe de um time do usuário',
        description: `{ data: [{ squad: Squad }] }; 404 para time inexistente, excluído ou de outro usuário. ${SQUAD_DOC}`,
        params: paramsEmailId,
        response: errorResponses(403, 404),
      },
    },
    async (request) => {
      const { email, id } = request.params;
      const user = requireOwnEmail(request, email);
      return { data: [{ squad: await servico.buscar(db(), user.email, id) }] };
    },
  );

  app.put(
    '/squad/:email/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Altera o nome de um time',
        description: `Corpo { nome (1..10) }. Resposta { data: Squad, message }.`,
        params: paramsEmailId,
        body: editarSquadBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const { email, id } = request.params;
      const user = requireOwnEmail(request, email);
      return { data: await servico.renomear(db(), user.email, id, request.body.nome), message: SQUAD_MESSAGES.atualizado };
    },
  );

  app.patch(
    '/squad/:email/change-active',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Exclui um time (ativo false)',
        description: 'Corpo { id, ativo: false }. Resposta { message }. A linha fica gravada com ativo false.',
        params: paramsEmail,
        body: excluirSquadBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const user = requireOwnEmail(request, request.params.email);
      const { id, ativo } = request.body;
      await servico.desativar(db(), user.email, id, ativo);
      return { message: SQUAD_MESSAGES.excluido };
    },
  );

  app.post(
    '/squad-colab/create',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Grava as sprints de um time (substitui o conteúdo de cada sprint enviada)',
        description:
          'Corpo { email, squadId, sprints: [{ sprint (1..5), colabs: [{ id (id de uma simulação de custo ativa do usuário), quantidade (inteiro 0..999) }] }] } (até 5 sprints, sem repetir). ' +
          'Quantidade 0 retira a simulação da sprint. Os valores são copiados das simulações do usuário no momento da gravação (400 para id de simulação inexistente, excluída ou de outro usuário; nada é gravado). Uma transação. Resposta { data: Squad, message }.',
        body: gravarSprintsBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const { email } = currentUser(request);
      return { data: await servico.gravarSprints(db(), email, request.body), message: SQUAD_MESSAGES.atualizado };
    },
  );

  app.post(
    '/squad-colab/sprint/remove',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Remove as últimas sprints de um time',
        description:
          "Corpo { email, squadId, sprints: [índices] }: só as últimas sprints ('Somente as últimas sprints do time podem ser removidas.') e ao menos uma fica. Resposta { data: Squad }.",
        body: removerSprintsBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const { email } = currentUser(request);
      return { data: await servico.removerSprints(db(), email, request.body) };
    },
  );

  app.patch(
    '/squad-colab/:email/change-active',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Retira uma simulação de uma sprint de um time (ativo false)',
        description: 'Corpo { squadId, sprint, id (id da simulação), ativo: false }. Resposta { data: Squad }.',
        params: paramsEmail,
        body: retirarColabBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const user = requireOwnEmail(request, request.params.email);
      const corpo = request.body;
      return { data: await servico.desativarColab(db(), user.email, corpo) };
    },
  );
}
