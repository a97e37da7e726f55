/**
 * Employee cost simulations (spec 03 section 7 'Employee cost simulation'): section 'simulacoes'
 * on every route; paths and bodies with an e-mail answer 403 when it is not the signed-in user's,
 * and rows of other users are never returned (404). Contract: README.md beside this file.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { funcaoSimulacaoSchema, SIMULACAO_MESSAGES as M, simulacaoFormSchema, type FuncaoSimulacaoEntrada, type SimulacaoEntrada } from '@financeiro/domain';
import { validateOrThrow } from '../cadastros/crud';
import { currentUser, requireOwnEmail, sectionRoute } from '../http/guard';
import { forbidden } from '../http/errors';
import { errorResponses } from '../http/schemas';
import * as custo from './custo';
import { Body, COLUMN, EmailParam, FormNumber, FormText, Id, INT_MAX, MONEY_MAX, Params, Type, typed, yupBody } from '../http/fields';

const TAG = 'Simulações';
const config = sectionRoute('simulacoes');
const paramsEmail = Params({ email: EmailParam() });
const paramsEmailId = Params({ email: EmailParam(), id: Id() });
/**
 * The form's inputs; a save body may also carry the e-mail (the user's), the closing of the
 * calculation and the result's salarioBruto / beneficioTotal (used when salario / beneficio are missing).
 */
const simulacaoBody = yupBody(simulacaoFormSchema, {
  extra: {
    email: Type.Optional(FormText(COLUMN.email)),
    fechamentoId: Type.Optional(FormNumber(INT_MAX)),
    salarioBruto: Type.Optional(FormNumber(MONEY_MAX)),
    beneficioTotal: Type.Optional(FormNumber(MONEY_MAX)),
  },
});

/** A body e-mail, when given, must be the signed-in user's (403). */
function emailDoCorpo(request: FastifyRequest, email: unknown): string {
  const user = currentUser(request);
  if (typeof email === 'string' && email.trim() !== '' && email.trim().toLowerCase() !== user.email) {
    throw forbidden('Você não tem permissão para acessar dados de outro usuário.');
  }
  return user.email;
}

/** The form inputs of a body; a save body may carry the result's salarioBruto / beneficioTotal instead. */
function entrada(body: Record<string, unknown>): SimulacaoEntrada {
  const value = { ...body };
  value.salario ??= value.salarioBruto;
  value.beneficio ??= value.beneficioTotal;
  return validateOrThrow<SimulacaoEntrada>(simulacaoFormSchema, value);
}

const formDescricao =
  'Corpo { salario, beneficio, dependentes, regime (cod), funcao (cod), filial (cod) } ' +
  "(mensagens da spec 03 seção 5). O cálculo é o do fechamento (mesmo motor, impostos do regime com os valores da filial, faixas vigentes) sobre um colaborador hipotético de 8 h/dia com um benefício mensal pago pela empresa.";

export default async function simulacoesRoutes(instance: FastifyInstance): Promise<void> {
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
        body: yupBody(funcaoSimulacaoSchema),
        response: errorResponses(400),
      },
    },
    async (request) => {
      const funcao = validateOrThrow<FuncaoSimulacaoEntrada>(funcaoSimulacaoSchema, request.body);
      return { result: true, data: await custo.criarFuncao(db(), funcao), message: M.funcaoCadastrada };
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
          formDescricao +
          ' Opcional fechamentoId: o fechamento cujo período, dias úteis e faixas valem (padrão: o último fechamento ativo; sem nenhum, o mês atual com 30 dias). ' +
          'Resposta: { data: { funcao, beneficioTotal, custoHH, custoHHMeioPeriodo, custoTotal, impostoTotal, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, salarioBruto, salarioFilial, salarioLiquido, referencia, avisos } }.',
        body: simulacaoBody,
        response: errorResponses(400),
      },
    },
    async (request) => {
      const fechamentoId = Number(request.body.fechamentoId) || null;
      const { resultado } = await custo.calcular(db(), entrada(request.body), fechamentoId);
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
          formDescricao +
          " Mais email (o do usuário; outro: 403) e os campos do resultado, que são recalculados pelo servidor (salarioBruto/beneficioTotal valem como salario/beneficio quando estes faltam). Resposta: { result: true, data: SimulacaoCusto, message: 'Criado nova simulação' }.",
        body: simulacaoBody,
        response: errorResponses(400, 403),
      },
    },
    async (request) => {
      const email = emailDoCorpo(request, request.body.email);
      return { result: true, data: await custo.salvar(db(), email, entrada(request.body)), message: M.criada };
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
        body: simulacaoBody,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const { email, id } = request.params;
      const user = requireOwnEmail(request, email);
      emailDoCorpo(request, request.body.email);
      return { result: true, data: await custo.salvar(db(), user.email, entrada(request.body), id), message: M.atualizada };
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
        body: Body({ id: Id(), ativo: Type.Boolean() }),
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
