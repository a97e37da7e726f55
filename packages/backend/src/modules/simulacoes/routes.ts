/**
 * Employee cost simulations (spec 03 section 7 'Employee cost simulation'): section 'simulacoes'
 * on every route; paths and bodies with an e-mail answer 403 when it is not the signed-in user's,
 * and rows of other users are never returned (404). Contract: README.md beside this file.
 */
import type { FastifyInstance } from 'fastify';
import { SIMULACAO_MESSAGES as M } from '@financeiro/domain';
import { currentUser, requireOwnEmail, sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import * as custo from './service';
import { FORM_DESCRICAO, funcaoBody, mudarAtivoBody, paramsEmail, paramsEmailId, salvarSimulacaoBody, simulacaoBody, TAG } from './schemas';

const config = sectionRoute('simulacoes');

export async function simulacoesRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;

  app.get(
    '/simulator/opcoes',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Opções do formulário de simulação (funções 1 e 2, regimes, filiais) e o fechamento de referência',
        description: 'Resposta: { data: { funcoes: [{cod, cbo, nome, descricao, ativo}], regimes: [{cod, sigla, nome}], filiais: [{cod, label}], referencia } }.',
      },
    },
    async () => ({ data: await custo.opcoes(db()) }),
  );

  app.post(
    '/simulator/funcao',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Cadastra uma função de simulação (ativo 2)',
        description: "Corpo { cbo (só dígitos; a tela gera 7 aleatórios), nome, descricao }. Resposta: { result: true, data: {cod, cbo, nome, descricao, ativo: 2}, message: 'Função cadastrada com sucesso' }.",
        body: funcaoBody,
        response: errorResponses(400),
      },
    },
    async (request) => {
      return { result: true, data: await custo.criarFuncao(db(), request.body), message: M.funcaoCadastrada };
    },
  );

  app.post(
    '/simulator/custo-hh',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Calcula o custo de um colaborador hipotético (não grava)',
        description:
          FORM_DESCRICAO +
          ' Opcional fechamentoId: o fechamento cujo período, dias úteis e faixas valem (padrão: o último fechamento ativo; sem nenhum, o mês atual com 30 dias). ' +
          'Resposta: { data: { funcao, beneficioTotal, custoHH, custoHHMeioPeriodo, custoTotal, impostoTotal, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, salarioBruto, salarioFilial, salarioLiquido, referencia, avisos } }.',
        body: simulacaoBody,
        response: errorResponses(400),
      },
    },
    async (request) => {
      const fechamentoId = Number(request.body.fechamentoId) || null;
      const { resultado } = await custo.calcular(db(), request.body, fechamentoId);
      return { data: resultado };
    },
  );

  app.post(
    '/simulator/create',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Salva uma simulação de custo do usuário',
        description:
          FORM_DESCRICAO +
          " Mais email (o do usuário; outro: 403) e os campos do resultado, que são recalculados pelo servidor (salarioBruto/beneficioTotal valem como salario/beneficio quando estes faltam). Resposta: { result: true, data: SimulacaoCusto, message: 'Criado nova simulação' }.",
        body: salvarSimulacaoBody,
        response: errorResponses(400, 403),
      },
    },
    async (request) => {
      const { email } = currentUser(request);
      return { result: true, data: await custo.salvar(db(), email, request.body), message: M.criada };
    },
  );

  app.get(
    '/simulator/:email',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Lista as simulações de custo ativas do usuário',
        description: 'Resposta: { data: SimulacaoCusto[] } (mais recentes primeiro). 403 quando o e-mail não é o do usuário.',
        params: paramsEmail,
        response: errorResponses(403),
      },
    },
    async (request) => {
      const user = requireOwnEmail(request, request.params.email);
      return { data: await custo.listar(db(), user.email) };
    },
  );

  app.get(
    '/simulator/:email/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Uma simulação de custo do usuário',
        description: 'Resposta: { data: [SimulacaoCusto] } (lista com um item). 403 e-mail de outro usuário; 404 simulação de outro usuário ou inexistente.',
        params: paramsEmailId,
        response: errorResponses(403, 404),
      },
    },
    async (request) => {
      const { email, id } = request.params;
      const user = requireOwnEmail(request, email);
      return { data: [await custo.buscar(db(), user.email, id)] };
    },
  );

  app.put(
    '/simulator/:email/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Atualiza (recalcula) uma simulação de custo do usuário',
        description: "Corpo igual ao de POST /simulator/create. Resposta: { result: true, data: SimulacaoCusto, message: 'Dados da simulação atualizados com sucesso!' }.",
        params: paramsEmailId,
        body: salvarSimulacaoBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const { email, id } = request.params;
      const user = requireOwnEmail(request, email);
      return { result: true, data: await custo.salvar(db(), user.email, request.body, id), message: M.atualizada };
    },
  );

  app.patch(
    '/simulator/:email/change-active',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Exclui (ativo false) ou reativa uma simulação de custo do usuário',
        description: 'Corpo { id, ativo }. Resposta: { result: true, message }.',
        params: paramsEmail,
        body: mudarAtivoBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const user = requireOwnEmail(request, request.params.email);
      const { id, ativo } = request.body;
      return { result: true, message: await custo.mudarAtivo(db(), user.email, id, ativo) };
    },
  );
}
