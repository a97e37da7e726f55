/**
 * Margin reports and simulations (spec 01 sections 2.4, 2.5; spec 03 'Margin result simulations'),
 * tag 'Margem de projetos'. Section 'projetos', except the simulations under /simulacao/margem
 * (section 'projetos' or 'simulacoes'). Paths with :email answer 403 when it is not the signed-in user's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resultadoCalculoDaMargem, type Section } from '@financeiro/domain';
import { anySectionRoute, currentUser, requireOwnEmail, sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import * as servico from './service';
import { emailIdParams, emailParams, idParams, margemBody, mudarAtivoBody, nomeParams, relatorioBody, renomearBody, TAG } from './schemas';

const projetos = sectionRoute('projetos');

export async function margensRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;

  const registrarMargem = (base: string, tipo: servico.TipoRelatorio) => {
    const simulacao = tipo === 'simulacao';
    // Simulations: section 'projetos' or 'simulacoes', checked by the guard before the body is read.
    const config: { section?: Section; sections?: readonly Section[] } = simulacao ? anySectionRoute('projetos', 'simulacoes') : projetos;
    const tag = TAG;
    const nome = simulacao ? 'simulação' : 'relatório';
    const guard = (request: FastifyRequest) => currentUser(request);
    const extra = simulacao ? errorResponses(403) : {};
    app.post(
      `${base}/simulator`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Calcula a margem (${simulacao ? 'simulação' : 'projeto'}) sem gravar`,
          description:
            'Corpo { keys, periodoInicio, periodoFim, receitaBruta, taxaImposto, taxaImpostoResultado, taxaRv, taxaRateio, taxaDespesas, custosIndiretos[] } ' +
            '(taxas como frações; ausentes = padrão 9,35/34,00/3,99/12,10/13,70 %). O custo HH é o do servidor' +
            (simulacao ? ', ou o custoHH do corpo quando informado (simulação de resultado, spec 03).' : '.') +
            ' Resposta: { data: MargemCalculada, estimado }.',
          body: margemBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        const { margem, estimado } = await servico.calcular(db(), tipo, request.body);
        return { data: margem, estimado };
      },
    );

    if (simulacao) {
      app.post(
        `${base}/calcular`,
        {
          config,
          schema: {
            tags: [tag],
            summary: 'Calcula o resultado de uma simulação de resultado sem gravar (spec 03, Calculate margin)',
            description:
              `O corpo de ${base}/simulator. Resposta: { data: [{ margemContribuicao, totalImpostos, totalReceitaLiquida, custoTotalVenda, totalCustoIndireto, ` +
              'totalResultadoBruto, totalMargemBruta, totalDespesasOperacionais, totalRv, totalRateioAdministrativo, totalAntesIRCSLL, ' +
              'totalImpostoSemResultado, totalResultadoLiquido, totalMargemLiquida }], estimado } (os nomes da spec 03 seção 7).',
            body: margemBody,
            response: { ...errorResponses(400, 404), ...extra },
          },
        },
        async (request) => {
          const { margem, estimado } = await servico.calcular(db(), tipo, request.body);
          return { data: [resultadoCalculoDaMargem(margem)], estimado };
        },
      );
    }

    app.post(
      base,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Salva ${simulacao ? 'uma simulação' : 'um relatório'} de margem`,
          description:
            'Corpo: o payload de salvamento da spec (camelCase) mais as cinco taxas. Os valores são recalculados pelo servidor. ' +
            (simulacao ? 'Qualquer período e número de projetos. ' : 'Somente um projeto e um mês inteiro (400 caso contrário). ') +
            "Nome obrigatório e único entre os relatórios e simulações ativos do usuário (400 'Já existe um relatório com este nome.'). " +
            'Resposta: { data: RelatorioMargem, message }.',
          body: relatorioBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        const user = guard(request);
        return servico.salvar(db(), tipo, user.email, request.body);
      },
    );

    app.get(
      `${base}/:email`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Lista ${simulacao ? 'as simulações' : 'os relatórios'} de margem ativos do usuário`,
          description: 'Resposta: { data: RelatorioMargem[] }. 403 quando o e-mail não é o do usuário.',
          params: emailParams,
          response: extra,
        },
      },
      async (request) => {
        guard(request);
        const user = requireOwnEmail(request, request.params.email);
        return { data: await servico.listar(db(), tipo, user.email) };
      },
    );

    app.get(
      `${base}/:email/:id`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Detalhe de ${simulacao ? 'uma simulação' : 'um relatório'} de margem do usuário`,
          params: emailIdParams,
          response: { ...errorResponses(404), ...extra },
        },
      },
      async (request) => {
        guard(request);
        const { email, id } = request.params;
        const user = requireOwnEmail(request, email);
        return { data: await servico.buscar(db(), tipo, user.email, id) };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Atualiza ${simulacao ? 'uma simulação' : 'um relatório'} de margem (recalcula)`,
          description: `Corpo igual ao de POST ${base}. Resposta: { data: RelatorioMargem, message }.`,
          params: idParams,
          body: relatorioBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        const user = guard(request);
        return servico.salvar(db(), tipo, user.email, request.body, request.params.id);
      },
    );

    app.patch(
      `${base}/:email/change-active`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Exclui (ativo false) ou reativa ${simulacao ? 'uma simulação' : 'um relatório'} de margem`,
          params: emailParams,
          body: mudarAtivoBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        guard(request);
        const user = requireOwnEmail(request, request.params.email);
        const { id, ativo } = request.body;
        return { message: await servico.mudarAtivo(db(), tipo, user.email, id, ativo) };
      },
    );

    if (!simulacao) {
      app.patch(
        `${base}/:id`,
        {
          config,
          schema: {
            tags: [tag],
            summary: `Renomeia um ${nome} de margem`,
            description: "Corpo { nome }. Nome obrigatório e único (400 'Já existe um relatório com este nome.').",
            params: idParams,
            body: renomearBody,
            response: errorResponses(400, 404),
          },
        },
        async (request) => {
          const user = guard(request);
          return { data: await servico.renomear(db(), tipo, user.email, request.params.id, request.body.nome) };
        },
      );
    }
  };

  registrarMargem('/jira/projects/margem', 'relatorio');
  registrarMargem('/simulacao/margem', 'simulacao');

  app.get(
    '/jira/projects/margem-name/:name',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Verifica se o nome de relatório/simulação já está em uso pelo usuário',
        description: '{ found: boolean } entre os relatórios e simulações ativos do usuário (sem diferenciar maiúsculas).',
        params: nomeParams,
      },
    },
    async (request) => ({ found: await servico.nomeEmUso(db(), currentUser(request).email, request.params.name) }),
  );
}
