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
import { MAX_MESES_RELATORIO_DP } from '@financeiro/domain';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { sectionRoute } from '../http/guard';
import { errorResponses } from '../http/schemas';
import { evolucaoCusto, fechamentosRelatorio, opcoesRelatorio, relatorioBeneficios, resumoFolha } from './consultas';
import { Id, IdParams, Int, Options, Query, Text, Type, typed } from '../http/fields';

export const RELATORIOS_DP_TAG = 'Relatórios DP';
const relatorios = sectionRoute('relatorios');

const codigo = (description: string) => Id(description);

const periodo = {
  meses: Type.Optional(
    Int(1, MAX_MESES_RELATORIO_DP, `Meses do período (até ${MAX_MESES_RELATORIO_DP}; a tela oferece 6, 12, 18 e 24; padrão 12)`),
  ),
  ate: Type.Optional(
    Text(10, {
      pattern: '^\\d{4}-\\d{2}(-\\d{2})?$',
      description: "Último mês do período, 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento ativo",
    }),
  ),
};

/** 'yyyy-MM' -> 'yyyy-MM-01'; checks the month. */
function normalizarAte(ate: string | undefined): string | undefined {
  if (!ate) return undefined;
  const iso = ate.length === 7 ? `${ate}-01` : ate;
  const month = Number(iso.slice(5, 7));
  if (month < 1 || month > 12) throw badRequest([{ field: 'ate', errorMessage: 'Mês inválido.' }]);
  return iso;
}

const FECHAMENTO_RELATORIO =
  '{ id, label, dataInicio, dataFim, bloqueio, calculado, colaboradores, mensagem } (mensagem: a mensagem dos fechamentos quando não calculado)';

export default async function relatoriosDpRoutes(instance: FastifyInstance): Promise<void> {
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
    async () => ({ result: await fechamentosRelatorio(db()) }),
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
    async () => ({ result: await opcoesRelatorio(db()) }),
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
        querystring: Query({
          departamentoCod: Type.Optional(codigo('Somente este departamento')),
          filialCod: Type.Optional(codigo('Somente esta filial')),
          regimeCod: Type.Optional(codigo('Somente este regime')),
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const filtros = request.query;
      return { result: await resumoFolha(db(), id, filtros) };
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
        querystring: Query({
          tipo: Options(['colaborador', 'departamento']),
          cod: codigo('Matrícula do colaborador ou código do departamento'),
          ...periodo,
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { tipo, cod, meses, ate } = request.query;
      return { result: await evolucaoCusto(db(), tipo, cod, { meses, ate: normalizarAte(ate) }) };
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
        querystring: Query({
          ...periodo,
          benefCod: Type.Optional(codigo('Somente este benefício')),
          departamentoCod: Type.Optional(codigo('Somente este departamento')),
          filialCod: Type.Optional(codigo('Somente esta filial')),
        }),
        response: errorResponses(400),
      },
    },
    async (request) => {
      const { ate, ...filtros } = request.query;
      return { result: await relatorioBeneficios(db(), { ...filtros, ate: normalizarAte(ate) }) };
    },
  );
}
