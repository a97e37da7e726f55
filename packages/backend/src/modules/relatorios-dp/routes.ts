/**
 * Relatórios DP routes (issue 11), section 'relatorios'. Every figure is read from the stored
 * closing results; nothing is recalculated. Money as decimal strings, dates 'yyyy-MM-dd'.
 *
 *   GET /relatorio-dp/fechamentos                              -> { result: FechamentoRelatorio[] } (latest first)
 *   GET /relatorio-dp/opcoes                                   -> { result: OpcoesRelatorioDp }
 *   GET /relatorio-dp/resumo/{id}?departamentoCod&filialCod&regimeCod -> { result: ResumoFolha }
 *   GET /relatorio-dp/evolucao?tipo&cod&meses&ate              -> { result: EvolucaoCusto }
 *   GET /relatorio-dp/beneficios?meses&ate&benefCod&departamentoCod&filialCod -> { result: RelatorioBeneficios }
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { IdParams, typed } from '../../http/fields';
import * as servico from './service';
import { beneficiosQuery, evolucaoQuery, FECHAMENTO_RELATORIO, RELATORIOS_DP_TAG, resumoQuery } from './schemas';

const relatorios = sectionRoute('relatorios');

export async function relatoriosDpRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = (): Db => app.db;

  app.get(
    '/relatorio-dp/fechamentos',
    {
      config: relatorios,
      schema: {
        tags: [RELATORIOS_DP_TAG],
        summary: 'Fechamentos ativos para os relatórios (o mais recente primeiro), com bloqueio e cálculo',
        description: `{ result: [${FECHAMENTO_RELATORIO}] }`,
      },
    },
    async () => ({ result: await servico.fechamentosRelatorio(db()) }),
  );

  app.get(
    '/relatorio-dp/opcoes',
    {
      config: relatorios,
      schema: {
        tags: [RELATORIOS_DP_TAG],
        summary: 'Opções dos filtros: colaboradores, departamentos, filiais, regimes e benefícios presentes nos resultados',
        description:
          '{ result: { colaboradores: [{ matricula, nome }], departamentos: [{ cod, nome, sigla }], filiais: [{ cod, nome }], ' +
          'regimes: [{ cod, nome, sigla }], beneficios: [{ cod, nome, sigla }] } }, com o nome do fechamento mais recente',
      },
    },
    async () => ({ result: await servico.opcoesRelatorio(db()) }),
  );

  app.get(
    '/relatorio-dp/resumo/:id',
    {
      config: relatorios,
      schema: {
        tags: [RELATORIOS_DP_TAG],
        summary: 'Resumo da folha de um fechamento por departamento, filial e regime, comparado com o fechamento anterior',
        description:
          `{ result: { fechamento, anterior (${FECHAMENTO_RELATORIO} ou null), filtros, totais, totaisAnterior, porDepartamento, ` +
          'porFilial, porRegime, impostos, comparacao } }. totais: { colaboradores, salarioBruto, beneficioEmpresa, ' +
          'descontoBeneficios, impostoColaborador, impostoEmpresa, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, ' +
          'custoTotal, hhMedio } somados dos resultados gravados por colaborador (null quando não calculado). Cada linha de ' +
          'grupo e de imposto traz comparacao { atual, anterior, diferenca, percentual } do custo com o fechamento anterior; ' +
          'comparacao do resumo: um item por indicador. percentual é fração (0.05 = 5%), null sem base. O anterior é o ' +
          'fechamento ativo de início imediatamente anterior; os filtros valem para os dois.',
        params: IdParams('id'),
        querystring: resumoQuery,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const filtros = request.query;
      return { result: await servico.resumoFolha(db(), id, filtros) };
    },
  );

  app.get(
    '/relatorio-dp/evolucao',
    {
      config: relatorios,
      schema: {
        tags: [RELATORIOS_DP_TAG],
        summary: 'Evolução do custo de um colaborador ou departamento, fechamento a fechamento (até 24 meses)',
        description:
          '{ result: { tipo, cod, nome, inicio, fim, pontos: [{ fechamentoId, label, dataInicio, dataFim, bloqueio, calculado, ' +
          'mensagem, colaboradores, salario, custoTotal, hh, mudancas: [{ tipo, matricula, nome, de, para, descricao }] }] } }. ' +
          'Colaborador: o salário bruto, o custo total e o custo-hora gravados; departamento: somas e a média do custo-hora. ' +
          'mudancas: mudanças de salário, função, regime ou carga horária em relação ao resultado anterior do colaborador.',
        querystring: evolucaoQuery,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { tipo, cod, meses, ate } = request.query;
      return { result: await servico.evolucaoCusto(db(), tipo, cod, meses, ate) };
    },
  );

  app.get(
    '/relatorio-dp/beneficios',
    {
      config: relatorios,
      schema: {
        tags: [RELATORIOS_DP_TAG],
        summary: 'Benefícios por fechamento: colaboradores, custo da empresa e descontos dos colaboradores',
        description:
          `{ result: { inicio, fim, fechamentos: [${FECHAMENTO_RELATORIO}], linhas: [{ fechamentoId, label, dataInicio, ` +
          'bloqueio, benefCod, sigla, nome, colaboradores, custoEmpresa, descontoColaborador }] } }, do fechamento mais antigo ' +
          'ao mais recente; somados do detalhamento gravado de cada colaborador.',
        querystring: beneficiosQuery,
        response: errorResponses(400),
      },
    },
    async (request) => {
      return { result: await servico.relatorioBeneficios(db(), request.query) };
    },
  );
}
