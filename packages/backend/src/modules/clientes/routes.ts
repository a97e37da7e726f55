/** Clients and their association to projects (spec 01 section 7), tag 'Clientes'. Section 'projetos' on every route. */
import type { FastifyInstance } from 'fastify';
import { PROJETO_MESSAGES } from '@financeiro/domain';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import * as servico from './service';
import {
  associarBody,
  chaveParams,
  clienteIdBody,
  criarComProjetosBody,
  desassociarBody,
  idParams,
  renomearBody,
  TAG,
  trocarClienteBody,
} from './schemas';

const projetos = sectionRoute('projetos');

export async function clientesRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;

  const listar = async () => ({ data: await servico.listarClientes(db()) });
  app.get('/cliente', { config: projetos, schema: { tags: [TAG], summary: 'Clientes ativos', description: '{ data: Cliente[] }' } }, listar);
  app.get('/cliente/clientes', { config: projetos, schema: { tags: [TAG], summary: 'Clientes ativos (mesmo que GET /cliente)' } }, listar);

  app.post(
    '/cliente/associar',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Associa um cliente a um projeto (chaveProjeto) ou a vários de uma vez (chavesProjetos, um só UPDATE)',
        body: associarBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { clienteId, chaveProjeto, chavesProjetos } = request.body;
      await servico.associarChaves(db(), clienteId, chaveProjeto, chavesProjetos);
      return { message: PROJETO_MESSAGES.clienteAssociado };
    },
  );

  app.get(
    '/cliente/projeto/:id',
    { config: projetos, schema: { tags: [TAG], summary: 'Cliente de um projeto (pelo id do projeto)', params: idParams } },
    async (request) => ({ data: await servico.clienteDoProjetoPorId(db(), request.params.id) }),
  );

  app.post(
    '/cliente/projetos',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Projetos de um cliente',
        description: "{ data: ProjetoItem[] }; cliente sem projetos: { data: [], message: 'Nenhum projeto encontrado para esse cliente.' }",
        body: clienteIdBody,
      },
    },
    async (request) => servico.projetosDoCliente(db(), request.body.clienteId),
  );

  app.get(
    '/cliente/findAllProjectsByClientId/:id',
    {
      config: projetos,
      schema: { tags: [TAG], summary: 'Chaves, nomes e ids dos projetos de um cliente', description: '{ projetos: [{ chave, nome, id }] }', params: idParams },
    },
    async (request) => ({ projetos: await servico.chavesDosProjetos(db(), request.params.id) }),
  );

  app.post(
    '/cliente/createClientWithProjects',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Cria um cliente e associa projetos a ele (uma transação)',
        body: criarComProjetosBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.criarComProjetos(db(), request.body) }),
  );

  app.get(
    '/cliente/findClienteByChaveProjeto/:key',
    { config: projetos, schema: { tags: [TAG], summary: 'Cliente de um projeto (pela chave)', params: chaveParams } },
    async (request) => ({ data: await servico.clienteDoProjetoPorChave(db(), request.params.key) }),
  );

  app.put(
    '/cliente/updateCliente',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Troca o cliente de um projeto',
        body: trocarClienteBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { chaveProjeto, novoCliente } = request.body;
      await servico.trocarCliente(db(), novoCliente, chaveProjeto);
      return { message: PROJETO_MESSAGES.clienteAssociado };
    },
  );

  app.patch(
    '/cliente/:id',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Renomeia um cliente',
        description: '{ data: Cliente, message }; 400 nome vazio, longo demais ou de outro cliente ativo; 404 cliente desconhecido ou inativo',
        params: idParams,
        body: renomearBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.renomear(db(), request.params.id, request.body.name), message: PROJETO_MESSAGES.clienteRenomeado }),
  );

  app.post(
    '/cliente/desassociar',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Desassocia um projeto do seu cliente',
        description: '{ message }; 404 quando o projeto não é desse cliente',
        body: desassociarBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { clienteId, chaveProjeto } = request.body;
      await servico.desassociar(db(), clienteId, chaveProjeto);
      return { message: PROJETO_MESSAGES.clienteDesassociado };
    },
  );

  app.get(
    '/cliente/clientId/:key',
    { config: projetos, schema: { tags: [TAG], summary: 'Id do cliente de um projeto (pela chave)', params: chaveParams } },
    async (request) => ({ id: (await servico.clienteDoProjetoPorChave(db(), request.params.key))?.id ?? null }),
  );
}
